export declare const bound: (ms: number) => number;
export declare const waits: {
  state: number;
  step: number;
  journey: number;
  unit: number;
  story: number;
  server: number;
};
