/** Recharts measures its container through ResizeObserver, which jsdom lacks: a stub that never reports a size. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
