// Pro's upload field prints its limit in MB (`data-maxsize`) and the message to show
// (`data-maxsize-message`); a file over it marks the field as the server's field errors do.
const HELP = 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';

/** Returns false (and marks the field) when a chosen file is over the field's limit. */
export function checkFileSize(input: HTMLInputElement): boolean {
  const limitMb = Number.parseInt(input.getAttribute('data-maxsize') ?? '', 10);
  const files = [...(input.files ?? [])];
  if (!Number.isFinite(limitMb) || !files.length) return true;
  const tooBig = files.filter((file) => file.size > limitMb * 1024 * 1024);
  const group = input.parentElement;
  if (!tooBig.length || !group) return true;
  group.classList.add('elementor-error');
  for (const _file of tooBig) {
    const help = input.ownerDocument.createElement('span');
    help.className = HELP;
    help.setAttribute('role', 'alert');
    help.textContent = input.getAttribute('data-maxsize-message') ?? '';
    group.append(help);
  }
  input.setAttribute('aria-invalid', 'true');
  return false;
}
