/** The site's security headers: see security-headers.mjs. */
export declare const STRICT_FALLBACK_POLICY: string;
export declare function securityHeaders(options: { development: boolean }): { key: string; value: string }[];
export declare const SERVER_ANSWER_HEADERS: Record<string, string>;
export declare const JSON_REFUSAL_HEADERS: Record<string, string>;
