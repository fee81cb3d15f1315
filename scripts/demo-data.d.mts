export declare function demoDataByDefault(env: NodeJS.ProcessEnv): boolean;
