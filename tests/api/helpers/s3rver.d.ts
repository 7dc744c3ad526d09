// @20minutes/s3rver (a maintained fork of s3rver) ships no types; the little the S3 test uses.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
