export * from './app';
export * from './events';
export * from './localize';
