import { useLayoutEffect } from 'react';
import { addFromForm } from '../../src/cart/add/form-add';
import { formAjaxEndpoint } from '../../src/helpers/form-endpoint';
import { clearFormNotices } from '../../src/helpers/form-notices';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/** The product id a simple form adds: its submit button's value (name="add-to-cart") or a hidden field. */
function productIdOf(form: HTMLFormElement, submitter: HTMLElement | null): string {
  const button = submitter?.getAttribute('name') === 'add-to-cart' ? submitter : form.querySelector('[name="add-to-cart"]');
  return button?.getAttribute('value')?.trim() ?? '';
}

/** Adds a simple product from its form without a reload, where the theme turned that on. */
export default function CartForm({ host }: IslandProps<Record<string, never>>) {
  const form = host as HTMLFormElement;
  useListener<SubmitEvent>(form, 'submit', (event) => {
    const endpoint = formAjaxEndpoint(form);
    const submitter = (event.submitter as HTMLElement | null) ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
    if (!endpoint || !submitter || !/^\d+$/.test(productIdOf(form, submitter))) return;
    event.preventDefault();
    void addFromForm(form, submitter, endpoint);
  });
  useLayoutEffect(() => () => clearFormNotices(form), [form]);
  return null;
}
