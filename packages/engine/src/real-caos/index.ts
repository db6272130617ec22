export * from './real-caos';
export * from './score';
