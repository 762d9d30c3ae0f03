/** The part of s3rver 3's programmatic API the tests use (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    /** Host to listen on; default 'localhost'. */
    address?: string;
    /** Port; 0 picks a free one. */
    port?: number;
    /** Folder the buckets are kept in. */
    directory?: string;
    /** No request log on stdout. */
    silent?: boolean;
    /** Buckets created before the server answers. */
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    /** Accept requests whatever their signature. */
    allowMismatchedSignatures?: boolean;
    /** Bucket names from the Host header; false keeps path-style only. */
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; answers the bound address. */
    run(): Promise<{ address: string; port: number }>;
    /** The listening server, once run() answered. */
    httpServer?: import('node:http').Server;
    close(): Promise<void>;
  }

  export default S3rver;
}
