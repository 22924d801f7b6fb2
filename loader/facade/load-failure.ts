import type { Language } from '../../core/locale';

// What an open that could not load the widget shows (ADR-0103): neither this deploy's files nor
// the current deploy's arrived, or they took too long. The widget's bundles are what failed, so the
// copy is the facade's own, in the four languages the button's name has (button-label.ts): a person
// who asked for the popup is told it failed and can try again, never left with a silent bolt.
const COPY: Partial<Record<Language, readonly [message: string, retry: string]>> = {
  fr: ['Impossible de charger Actions rapides.', 'Réessayer'],
  es: ['No se pudieron cargar las Acciones rápidas.', 'Reintentar'],
  de: ['Schnellaktionen konnten nicht geladen werden.', 'Erneut versuchen'],
};
const ENGLISH = ["Quick Actions couldn't load.", 'Try again'] as const;

/**
 * Draws the failure where the popup opens (the button's corner, facade-button.ts), in `lang`, a
 * tag (`fr-CA`) or a bare language; English for any other. `retry` runs on the button's click;
 * the returned function removes it.
 */
export function showLoadFailure(
  shadowRoot: ShadowRoot,
  lang: string,
  retry: () => void,
): () => void {
  const doc = shadowRoot.ownerDocument;
  const [message, again] = COPY[lang.slice(0, 2) as Language] ?? ENGLISH;
  const panel = doc.createElement('div');
  panel.className = 'qa-failed';
  // Read out at once; the person asked for the popup and this is all there is.
  panel.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = message;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = again;
  button.addEventListener('click', retry);
  panel.append(text, button);
  shadowRoot.appendChild(panel);
  return () => panel.remove();
}
