export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const headlessShellPath: string;
export declare const chromiumArgs: string[];
export declare const viewport: { width: number; height: number };
