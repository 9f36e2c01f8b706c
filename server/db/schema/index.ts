export * from './auth';
export * from './clients';
export * from './leads';
export * from './projects';
export * from './proposals';
export * from './charges';
export * from './signatures';
export * from './landing-pages';
