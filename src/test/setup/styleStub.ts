// Jest maps CSS imports here: tests assert what a person reads, not how it is painted.
export {};
