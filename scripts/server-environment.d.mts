/** The environment `npm start` runs the server with (see server-environment.mjs). */
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
