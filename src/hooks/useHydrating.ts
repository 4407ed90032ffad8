/**
 * True while React hydrates the calling component from the server's HTML, false when it mounts
 * afresh in the browser (after a client-side navigation, or when a parent such as
 * theme-classic's tabs mounts its children again): React reads the server snapshot only while
 * hydrating. Used by the parts that keep the server's markup as it is (src/theme/CodeBlock,
 * the FHIR reference's ServerMarkup).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export default function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
