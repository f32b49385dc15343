export declare const EMBEDDED_NODE_FLAGS: string[];
