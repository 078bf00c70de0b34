export * from './slots';
export * from './proxy';
