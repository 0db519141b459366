/**
 * For unit tests that render the palette: cmdk measures and scrolls items, which happy-dom lacks.
 * Import it for its effect, before rendering.
 */
Element.prototype.scrollIntoView = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
