import 'server-only';
export * from './auth';
export * from './locations';
export * from './menu';
export * from './submissions';
export * from './staff';
export * from './analytics';
export * from './orders';
export * from './promo-codes';
