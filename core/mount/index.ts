// core/mount's public face: the widget's mount as a transition table (ADR-0083).
export * from './mount-machine';
