// spec §7 "Other generic form POSTs: a hidden form can be posted to a URL with a field map,
// optionally targeting a window." Error text from spec §8.
export function postTo(
  url: string,
  fields: Record<string, string>,
  target?: string,
  doc: Document = document,
): void {
  if (!url) throw new Error('postTo called with no url');
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.style.display = 'none';
  if (target) form.target = target;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
