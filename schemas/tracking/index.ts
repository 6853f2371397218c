export * from './base';
export * from './constants';
export * from './events';
export * from './upload';
