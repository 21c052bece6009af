export declare const nginxMissing: string;
export declare function findNginx(): string | undefined;
