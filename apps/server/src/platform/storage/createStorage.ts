import type { StorageConfig } from "../../config.ts";
import { createLocalStorage } from "./localStorage.ts";
import { createS3Storage } from "./s3Storage.ts";
import type { Storage } from "./storage.ts";

/** The storage the configuration names: an S3 bucket when `S3_BUCKET` is set, else a local folder. */
export const createStorage = (config: StorageConfig): Storage =>
  config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir);
