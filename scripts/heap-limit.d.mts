export declare const MIN_HEAP_MB: number;
export declare const MAX_DEFAULT_HEAP_MB: number;
export declare function availableMemoryBytes(read?: (file: string) => string): number;
export declare function heapLimitMb(env?: Record<string, string | undefined>, memoryBytes?: number): number;
export declare function heapArguments(limitMb: number): string[];
export declare function relaunchWithHeapLimit(): Promise<void>;
