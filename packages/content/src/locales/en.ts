export const en = { common: { home: 'Home' } } as const;
