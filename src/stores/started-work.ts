/** Work started on an element without React, by name, with its stop: started once, whoever asks first. */
export const startedWork = new WeakMap<Element, Map<string, () => void>>();
