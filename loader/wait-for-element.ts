// contract §1: "#quick-actions may come after the loader in the document; without
// it, nothing is shown and nothing is fetched." While the document is still
// parsing we look again once at DOMContentLoaded (one listener, removed by
// `once`); after that, a missing element means no widget on this page.
export function waitForElement(doc: Document, id: string): Promise<HTMLElement | null> {
  const find = () => doc.getElementById(id);
  if (find() || doc.readyState !== 'loading') return Promise.resolve(find());
  return new Promise((resolve) =>
    doc.addEventListener('DOMContentLoaded', () => resolve(find()), { once: true }),
  );
}
