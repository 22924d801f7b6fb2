// core/mount's public face: the widget's mount as a transition table.
export * from './mount-machine';
