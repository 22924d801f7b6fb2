export * from './drag-dismiss';
export * from './toast-queue';
export * from './toast-rules';
