// core/facade's public face: the facade's lifecycle (ADR-0082), for loader/facade/.
export * from './facade-machine';
