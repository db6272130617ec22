export * from './constants';
export * from './permissions';
export * from './format';
export * from './api-client';
export * from './schemas/common';
export * from './schemas/auth';
