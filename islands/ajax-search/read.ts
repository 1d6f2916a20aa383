import { flag, num, params } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface AjaxSearchProps {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** Where results go; null when this form only guards its submit. */
  results: HTMLElement | null;
  /** The inline form (header-search widget) rather than the panel. */
  inline: boolean;
  letterCount: number;
  allowEmpty: boolean;
}

/** The theme's search settings from `reyParams.js_params` (nested values keep their JSON types). */
export function searchConfig(): { letterCount: number; allowEmpty: boolean } {
  const js = params('reyParams').js_params;
  const config = js && typeof js === 'object' ? (js as Record<string, unknown>) : {};
  return {
    letterCount: Math.max(1, Math.floor(num(config.ajax_search_letter_count, 3))),
    allowEmpty: flag(config.ajax_search_allow_empty),
  };
}

export function read(host: HTMLElement): AjaxSearchProps {
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]');
  if (!form || !input) throw new BadMarkup('no search form with an input[name="s"]');
  // Rey searches as you type only where the form says what to search, no overlay forbids it and the
  // theme has not turned it off (`reyParams.ajax_search`, printed empty when off).
  const rey = params('reyParams');
  const on = !('ajax_search' in rey) || flag(rey.ajax_search);
  const ajax = on && Boolean(form.querySelector('[name="post_type"]')) && !host.closest('.--prevent-results-overlay');
  return {
    form,
    input,
    results: ajax ? host.querySelector<HTMLElement>('.js-rey-searchResults, .rey-searchResults') : null,
    inline: host.classList.contains('rey-headerSearch--inline'),
    ...searchConfig(),
  };
}
