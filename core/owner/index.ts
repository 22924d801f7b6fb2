// core/owner's public face: who the device's personal data belongs to (ADR-0025), for the page
// (page-owner.ts) and the worker (sw/worker-owner.ts).
export * from './owner-machine';
export * from './page-owner';
