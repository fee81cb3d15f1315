export declare const supportedNodeRange: string;
export declare function isSupportedNode(version: string): boolean;
export declare function nodeVersionProblem(version?: string): string | null;
