export declare const CHROMIUM_FLAGS: string[];
export declare const QUIET_FEATURES: string[];
export declare function findChromium(): string | undefined;
export declare function chromiumLauncher(): string | undefined;
