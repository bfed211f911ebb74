import { useSyncExternalStore } from "react";

// Which products have a purchase in flight, shared by every BuyButton of a product: the album
// page has two buttons for one product, and both must wait while either is processing.
const pending = new Set<string>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks the product as processing; false if it already was (a second click is ignored). */
export function beginPurchase(priceId: string): boolean {
  if (pending.has(priceId)) return false;
  pending.add(priceId);
  notify();
  return true;
}

export function endPurchase(priceId: string) {
  pending.delete(priceId);
  notify();
}

export function usePurchasePending(priceId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.has(priceId),
    () => false,
  );
}
