/**
 * Whether a click on a link is one the app should handle by moving within itself, as
 * react-router's Link decides: the main button, no modifier (a new tab or window, a download),
 * not already handled. Any other click is the browser's.
 */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
