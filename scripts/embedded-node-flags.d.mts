export declare const EMBEDDED_NODE_FLAGS: string[];
export declare const POSTGRES_NODE_FLAGS: string[];
