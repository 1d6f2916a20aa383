/** Copies text; the Clipboard API where the page may use it, else a selected textarea and execCommand. */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;';
    doc.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = doc.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}
