type Messages = { [key: string]: string | Messages };

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: later layers win key by key, so a missing translation falls back to the layer below. */
export function mergeMessages(...layers: readonly object[]): Messages {
  const result: Messages = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const current = result[key];
      result[key] = isMessages(value)
        ? mergeMessages(isMessages(current) ? current : {}, value)
        : String(value);
    }
  }
  return result;
}

/** Every leaf key as a dotted path ('ra.action.save'), for checking one catalogue against another. */
export function listMessageKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isMessages(value) ? listMessageKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
