export declare function buildServer(root: string, outfile: string): Promise<void>;
