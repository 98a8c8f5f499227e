export const tr = { common: { home: 'Ana Sayfa' } } as const;
