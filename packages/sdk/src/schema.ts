/**
 * GENERATED from the service's GET /v1/openapi.json by `npm run sdk:generate` (openapi-typescript).
 * Do not edit: change the routes or src/contracts, then regenerate. test/sdk/drift.test.ts fails when
 * this file differs from what the served document gives.
 */
export interface paths {
    "/v1/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a tenant (tier, sandbox, white-label, opening credit) */
        post: operations["adminCreateTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/tenants/{tenant_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant with its balance */
        get: operations["adminGetTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set tier, white-label or sandbox (white-label needs the enterprise tier) */
        patch: operations["adminUpdateTenant"];
        trace?: never;
    };
    "/v1/admin/tenants/{tenant_id}/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add credit to a tenant's wallet (visible at once in GET /v1/credits) */
        post: operations["adminGrantCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assets/powered-by.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attribution badge image */
        get: operations["getPoweredByBadge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in and get a session token (throttled per account and per IP: 429 with Retry-After) */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session presented in Authorization; its token is refused from the next request on */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller's account, the presented one included (API keys are not touched) */
        post: operations["revokeAllSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (tenant) and get a session token; "sandbox": true gives a play-credit wallet (throttled per IP and overall: 429 with Retry-After) */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retired: API plan subscriptions are gone; buy credits in the web application */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kept for compatibility: reports the credit wallet, not a plan */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment-provider webhook (Service-Signature HMAC): a checkout.session.completed with custom id api_<package> credits the package once per event id; other events are acknowledged and ignored */
        post: operations["postBillingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brain/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers a question from the knowledge pages (BM25 retrieval with stemming), citing the passages used (pro tier or higher) */
        post: operations["chatWithBrain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brain/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledge pages: one per completed report and one per complete link, newest first (pro tier or higher) */
        get: operations["listBrainPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit wallet: balance, price, affordable simulations, last 10 transactions; the rate-limit window and idempotency rules */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documentation (HTML, English or Spanish): overview, authentication, sandbox onboarding, quickstart, every endpoint, webhooks, errors, limits */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a simulation job; the price is deducted at once */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report of a completed job, with the attribution block (404 report_not_ready before) */
        get: operations["getJobReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's status and batch progress */
        get: operations["getJobStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's keys (never their values) */
        get: operations["listApiKeys"];
        put?: never;
        /** Issue an API key (shown once) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{key_id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a key by a new one (shown once); the old key stops working at once */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's link groups, newest first */
        get: operations["getLinks"];
        put?: never;
        /** Link two or more completed reports; charges the link price per report and queues the cross-analysis */
        post: operations["postLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link group and its status */
        get: operations["getLinksByLinkId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{link_id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The linked report: plain-language summary, cross-analysis and every member's full report, in en or es (404 report_not_ready before completion) */
        get: operations["getLinksByLinkIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{link_id}/tiebreaker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the Decision Tiebreaker on a complete compare link (once; charged): extra replicates with more agents and new seeds */
        post: operations["postLinksByLinkIdTiebreaker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/linkable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed reports the caller can link, newest first */
        get: operations["getLinksLinkable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public prices: per simulation, per linked report, tiebreaker, and the one-time credit packages */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/r/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hosted report page (HTML): headline, risk gauge, confidence, charts, cohorts, failure modes, mitigations, forecasts; badge unless white-label, watermark on sandbox */
        get: operations["getHostedReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This tenant's referral code, the credit per side, and the code's redemptions */
        get: operations["getReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/referrals/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem another tenant's referral code: both wallets get the referral credit (never cash), once per tenant; 422 for an unknown or own code, 409 referral_already_redeemed */
        post: operations["postReferralsRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's scenarios, newest first */
        get: operations["listScenarios"];
        put?: never;
        /** Submit a scenario as JSON (pasted text) or as multipart/form-data (documents: .txt, .md, .html, .pdf, .docx); returns the scenario id immediately */
        post: operations["createScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scenarios/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scenario's status and batch progress */
        get: operations["getScenario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scenarios/{scenario_id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report of a completed scenario, with the attribution block (404 report_not_ready before) */
        get: operations["getScenarioReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scenarios/{scenario_id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new hosted-page address (share_url) for a completed report; the previous one stops working */
        post: operations["createReportShare"];
        /** Revoke the report's hosted-page address: the page is a 404 from now on (POST issues a new one) */
        delete: operations["revokeReportShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usage: balance (as /v1/credits), the period's jobs by status and wallet changes by kind, this credential's rate-limit window, idempotency keys held */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's endpoints (never their secrets) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register an HTTPS endpoint for events; the signing secret is shown once */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an endpoint; its pending deliveries end as failed */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (shown once); both secrets sign for 24 hours */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries, newest first, each with every attempt */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Error body of every non-422 failure */
        ErrorBody: {
            /** @description The error; some codes add fields (insufficient_credits: balance_usd, required_usd; report_not_ready: status; rate_limited: retry_after, seconds, as the Retry-After header) */
            detail: {
                /** @description Stable snake_case error code, e.g. insufficient_credits, not_found, report_not_ready */
                code: string;
                /** @description Human-readable explanation */
                message: string;
            } & {
                [key: string]: unknown;
            };
        };
        JobStatus: {
            /** @description When it completed or failed */
            completed_at: string | null;
            /**
             * Format: date-time
             * @description ISO-8601 instant (UTC)
             */
            created_at: string;
            /** @description Estimated end, from the pace of finished rounds; null once failed */
            estimated_completion: string | null;
            /** @description Why a failed job failed (its price was refunded); null otherwise */
            failure: {
                /** @description engine_error, engine_crashed, invalid_scenario, worker_lost or timeout */
                code: string;
                /** @description What went wrong */
                message: string;
            } | null;
            /** @description Job id */
            job_id: string;
            /** @description The label given at submission */
            name: string;
            /** @description Batch progress */
            progress: {
                /** @description Engine batch of the current round (e.g. r2-8x1000), or of the analysis runs after the last round */
                batch_id: string | null;
                /** @description Rounds finished (0 before the first) */
                current_round: number;
                /** @description current_round / total_rounds, in percent */
                percent: number;
                /** @description Rounds asked for */
                total_rounds: number;
            };
            /** @description Path of the report endpoint (404 report_not_ready until completed) */
            report_url: string;
            /** @description Equal to job_id */
            scenario_id: string;
            /** @description First start by a worker */
            started_at: string | null;
            /**
             * @description queued → running → completed, or failed (refunded)
             * @enum {unknown}
             */
            status: "queued" | "running" | "completed" | "failed";
            /** @description Path of the status endpoint */
            status_url: string;
        };
        JobSubmitted: {
            /** @description Wallet balance after the charge (USD) */
            balance_remaining: number;
            /** @description Job id */
            job_id: string;
            /**
             * @description Always wallet
             * @enum {string}
             */
            paid_via: "wallet";
            /** @description Path of the report endpoint (404 report_not_ready until completed) */
            report_url: string;
            /** @description Equal to job_id: the same record */
            scenario_id: string;
            /** @description Price deducted (USD) */
            sim_cost_usd: number;
            /**
             * @description Always queued at submission
             * @enum {string}
             */
            status: "queued";
            /** @description Path of the status endpoint */
            status_url: string;
        };
        /** @description The simulation report. Scores are model-based probabilistic estimates, not guarantees. */
        Report: {
            /** @description Attribution to show with the report */
            attribution: {
                /** @description Path of the badge image (GET /v1/assets/powered-by.svg) */
                badge_url: string;
                /** @description Absolute address of the public documentation the attribution links to */
                link: string;
                /** @description Attribution text, e.g. "Powered by Scenario Sim" */
                text: string;
            };
            /** @description Every cohort with members, in a fixed order */
            cohort_breakdowns: {
                /** @description Share of members aware of the announcement at the last round, 0–1 */
                awareness: number;
                /** @description Cohort id: core_customers, price_sensitive_customers (the customers split by income) or privacy_minded_customers (split by privacy concern, when the loss of the change is privacy) or attached_customers (the most involved customers, when the change is mainly about what people are attached to), employees, partners, investors, commentators_activists, progressive_public, moderate_public or conservative_public */
                cohort: string;
                /** @description Share of aware members strongly opposed (stance below −0.6) at the last round, 0–1 */
                intensity: number;
                /** @description Cohort name in the report language */
                label: string;
                /** @description Up to 3 distinct synthetic quotes, spread over the stances present */
                quotes: {
                    /** @description Who speaks: role, age band and place, in the report language */
                    persona: string;
                    /**
                     * @description The speaker's stance: above 0.2 support, below −0.2 oppose, else neutral
                     * @enum {unknown}
                     */
                    stance: "support" | "neutral" | "oppose";
                    /**
                     * @description Always true: the quote is synthetic
                     * @enum {boolean}
                     */
                    synthetic: true;
                    /** @description What a simulated person of the cohort might say (generated from templates, not a real person) */
                    text: string;
                }[];
                /** @description Share of the simulated population in this cohort, 0–1 (mean over replicates) */
                share_of_population: number;
                /** @description Stance of the aware members at the last round (mean over replicates) */
                stance: {
                    /** @description Net stance: support − oppose, −1..1 */
                    net: number;
                    /** @description Share of aware members who are neutral, 0–1 */
                    neutral: number;
                    /** @description Share of aware members who oppose (stance below −0.2), 0–1 */
                    oppose: number;
                    /** @description Share of aware members who support (stance above 0.2), 0–1 */
                    support: number;
                };
                /** @description Up to 3 concerns carrying more than 10 % of the cohort's pressure, strongest first: each a mechanism worded with the change that carries it ("Losing out from the rise in the parking charges from £2 to £3.50"), in the report language */
                top_concerns: string[];
            }[];
            /** @description The nearest real cases of the reference library, most similar first; the risk blends their severity with the simulation (method.calibration.reference_weight). Always present since engine 0.3.0; since engine 0.9.5 only cases at similarity 0.6 or more are listed, so it may be empty when no case is close (the risk still blends the nearest) */
            comparable_cases?: {
                /** @description Who made the change */
                actor: string;
                /** @description The change, one line, in the report's language (English where the library has no translation) */
                change: string;
                /** @description Id of the case in the reference library (data/reference/cases.jsonl) */
                id: string;
                /** @description What happened, one line, in the report's language (English where the library has no translation) */
                outcome: string;
                /** @description Whether the change was reversed */
                reversed: boolean;
                /** @description Severity of the real reaction: 0 none, 1 mild grumbling, 2 clear criticism, plan kept, 3 strong backlash or partial walk-back, 4 severe backlash forcing full reversal */
                severity: number;
                /** @description Words of the case's line that the announcement also uses, rarest first; empty when the case is near only by the kind of change. Since engine 0.9.4 */
                shared_words?: string[];
                /** @description Similarity to the announcement as read, 0–1: class, direction, actor type, affected groups, taking back what people own, identity, and the words the announcement and the case share */
                similarity: number;
                /** @description One public source (an address) */
                source: string;
                /** @description Year of the announcement */
                year: number;
            }[];
            /** @description How far the report can be trusted */
            confidence: {
                /** @description The parts of the simulation confidence */
                components: {
                    /** @description 1 − (standard deviation of the risk across replicates) / 20, clipped to [0, 1] */
                    replicate_agreement: number;
                    /** @description 0.35 + 0.65 × coverage when a substantive issue was recognised, else 0.15 */
                    text_understanding: number;
                };
                /** @description Why, in words, in the report language (of the simulation confidence) */
                explanation: string;
                /**
                 * @description Band of the value: high from 0.7, medium from 0.45, else low
                 * @enum {unknown}
                 */
                label: "low" | "medium" | "high";
                /** @description Confidence in [0, 1], two decimals: √(replicate agreement) × text understanding; with attached series, the combined value of confidence_basis */
                value: number;
            };
            /** @description Present when series are attached: how confidence.value combines the simulation confidence and forecast skill */
            confidence_basis?: {
                /** @description The forecast part */
                forecast: {
                    /** @description Backtest MASE of each attached series, in order (null without backtest) */
                    backtest_mase: (number | null)[];
                    /** @description How the part is computed, in words */
                    basis: string;
                    /** @description Forecast skill, 0–1, two decimals: 1 / (1 + backtest MASE), mean over series (0.25 for a series without backtest) */
                    value: number;
                    /** @description Its weight in the combination (0.4) */
                    weight: number;
                };
                /** @description The combination rule, in words */
                method: string;
                /** @description The simulation part */
                simulation: {
                    /** @description How the part is computed, in words */
                    basis: string;
                    /** @description Simulation confidence, 0–1: √(replicate agreement) × text understanding */
                    value: number;
                    /** @description Its weight in the combination (0.6) */
                    weight: number;
                };
                /** @description Combined confidence, 0–1, two decimals (= confidence.value) */
                value: number;
            };
            /** @description Up to 3 stories opponents will tell, widest reach first */
            counter_narratives: {
                /** @description Up to 2 cohorts (labels in the report language) that carry it most */
                carried_by: string[];
                /** @description The mechanism behind it (label in the report language) */
                mechanism: string;
                /** @description The story, as opponents would put it, in the report language */
                narrative: string;
                /** @description Share of all people who are aware, opposed and mainly moved by this mechanism at the end, 0–1 (at least 0.01 to be listed) */
                reach: number;
                /** @description How to answer it */
                suggested_response: string;
            }[];
            /** @description What the report is and is not (a model-based estimate, not a guarantee) */
            disclaimer: string;
            /** @description Uploaded scenarios only: the documents the text was read from, in upload order */
            documents?: {
                /** @description Size of the file */
                bytes: number;
                /** @description Where its text ends (exclusive) */
                end: number;
                /** @description The file name as uploaded */
                file: string;
                /** @description Upload order, from 0; passages cite it as `document` */
                index: number;
                /** @description text/plain, text/markdown, text/html, application/pdf or the DOCX type */
                media_type: string;
                /** @description Pages (PDF only) */
                pages: number | null;
                /** @description SHA-256 of the file, lowercase hex */
                sha256: string;
                /** @description Where its text starts in the scenario text (UTF-16 offset) */
                start: number;
            }[];
            /** @description The short version of the report */
            executive_summary: {
                /** @description Up to 3 failure modes ("title: description") and the top measure, in the report language */
                key_points: string[];
                /** @description A few sentences: size of the run, risk, confidence, opposition, top failure mode and measure */
                summary: string;
            };
            /** @description The 5 mechanisms that account for most risk, largest first */
            failure_modes: {
                /** @description Up to 2 cohorts (labels in the report language) whose opposition it drives most */
                cohorts: string[];
                /** @description What happens, filled with the scenario's actor and change */
                description: string;
                /** @description Passages of the text that load the mechanism */
                evidence: {
                    /** @description Uploaded scenarios only: index of that file in the report's documents */
                    document?: number;
                    /** @description Offset just past the last character (exclusive), same units as start */
                    end: number;
                    /** @description Uploaded scenarios only: the name of the file the passage came from */
                    file?: string;
                    /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                    start: number;
                    /** @description The passage itself: scenario text from start to end */
                    text: string;
                }[];
                /** @description fm_<mechanism> for a mechanism's strongest pathway, fm_<mechanism>_<cohort> (and _<k> for a secondary change) for the others, e.g. fm_fairness; monitoring_plan items point at it */
                id: string;
                /** @description Share of replicates in which switching the mechanism off lowers the risk by at least 1 point, 0–1 */
                likelihood: number;
                /** @description The appraisal mechanism behind it, as a label in the report language */
                mechanism: string;
                /** @description The pathway: change × group × mechanism (since engine 0.4.0) */
                pathway?: {
                    /** @description The change it comes from, <class>_<direction> (as scenario_understanding.changes[].object_class and direction) */
                    change: string;
                    /** @description The cohort it runs through (cohort id, as cohort_breakdowns[].cohort) */
                    group: string;
                    /** @description The mechanism id: fairness, loss, privacy, betrayal, identity, harm or status_quo */
                    mechanism: string;
                };
                /** @description Round (1-based) at which its effect on opposition is largest */
                peak_round: number;
                /** @description Points of the 0–100 risk that disappear without this mechanism (mean over replicates, ≥ 0) */
                risk_contribution: number;
                /**
                 * @description By risk_contribution: high from 12 points, medium from 4, else low
                 * @enum {unknown}
                 */
                severity: "low" | "medium" | "high";
                /** @description Short name, in the report language */
                title: string;
            }[];
            /** @description One line: actor, risk level and value, the leading cohort and concern */
            headline: string;
            /**
             * @description Language of every text field of the report
             * @enum {unknown}
             */
            language: "en" | "es";
            /** @description How the report was made */
            method: {
                /** @description Engine weights in force (fitted on real cases: docs/engine.md "Calibration") */
                calibration: {
                    /** @description Factor s on the expected severity before it is blended (real cases sit above the corpus writers' judgements; fitted on real cases). Since engine 0.6.0 */
                    expected_severity_scale?: number;
                    /** @description Weight w_s of the expected severity in the risk: (1 − w − w_s)·simulated + w·reference + w_s·(20·min(4, expected_severity_scale·expected_severity) + 10). Since engine 0.5.0 */
                    expected_severity_weight?: number;
                    /** @description Multiplier of each mechanism's pressure (1 = as the priors give it): fairness, loss, privacy, betrayal, identity, harm, status_quo */
                    mechanism_weights: {
                        [key: string]: number;
                    };
                    /** @description Gain from summed, weighted pressure to stance */
                    pressure_gain: number;
                    /** @description Nearest real cases averaged into the reference severity. Since engine 0.3.0 */
                    reference_k?: number;
                    /** @description Weight w of the comparable real cases in the risk: (1 − w)·simulated + w·(20·reference severity + 10); 0 = the simulation alone. Since engine 0.3.0 */
                    reference_weight?: number;
                    /** @description Exponent γ of the monotone risk curve 100·raw^γ (1 = identity) */
                    risk_curve: number;
                };
                /** @description Engine kind: "agent-simulation" (a reader learned from a labelled corpus, then an agent simulation; "rules" before engine 0.4.0) */
                engine: string;
                /** @description Engine version, e.g. "0.4.0" */
                engine_version: string;
                /** @description Severity 0–4 (0 no notable adverse reaction … 4 severe backlash forcing reversal) that a network trained on a labelled corpus of announcements expects of one written like this; absent when no change was read. Since engine 0.5.0 */
                expected_severity?: number;
                /** @description Simulated people per replicate */
                n_agents: number;
                /** @description Rounds simulated */
                n_rounds: number;
                /** @description Independent replicate worlds averaged */
                replicates: number;
                /** @description Run seed; the same text, options and seed give the same report */
                seed: number;
                /** @description Sources of the population priors and dynamics */
                sources: string[];
            };
            /** @description Measures not yet in the plan (largest reduction first), then those already in it */
            mitigations: {
                /** @description What to do, in the report language */
                action: string;
                /** @description Mechanisms it works on (labels in the report language) */
                addresses: string[];
                /** @description The announcement already does this */
                already_in_plan: boolean;
                /** @description The change it undoes or softens, <class>_<direction> (since engine 0.4.0) */
                change?: string;
                /** @description Where the text already does it or rules it out (since engine 0.4.0) */
                evidence?: {
                    /** @description Uploaded scenarios only: index of that file in the report's documents */
                    document?: number;
                    /** @description Offset just past the last character (exclusive), same units as start */
                    end: number;
                    /** @description Uploaded scenarios only: the name of the file the passage came from */
                    file?: string;
                    /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                    start: number;
                    /** @description The passage itself: scenario text from start to end */
                    text: string;
                }[];
                /** @description Risk points it removes (counterfactual run with the frame on, mean over replicates, ≥ 0); for a measure already in the plan, the points it already saves */
                expected_risk_reduction: number;
                /** @description mit_<lever> (drop, limit, delay, exempt, opt_in, keep_old, let_leave, grandfather, compensate, consult, explain, apologise); a secondary change's lever mit_<lever>_<k> */
                id: string;
                /** @description The lever: drop, limit, delay, exempt, opt_in, keep_old, let_leave, grandfather, compensate, consult, explain or apologise (since engine 0.4.0) */
                lever?: string;
                /** @description Why it helps */
                rationale: string;
                /** @description Risk 0–100 with the measure (for one already in the plan: the current risk) */
                residual_risk: number;
                /** @description The text rules this out ("there will be no refunds"); expected_risk_reduction is what reconsidering it would save (since engine 0.4.0) */
                ruled_out_by_plan?: boolean;
            }[];
            /** @description One signal per failure mode that the simulation saw happen (likelihood and risk contribution above 0), in the same order */
            monitoring_plan: {
                /** @description Id of the failure mode it warns of (failure_modes[].id) */
                failure_mode: string;
                /** @description What to measure */
                signal: string;
                /** @description Level at which to act, in words */
                threshold: string;
                /** @description When to watch, in words */
                window: string;
            }[];
            /** @description Present when series are attached: forecast of the first series (= quantitative_forecasts[0]) */
            quantitative_forecast?: {
                /** @description Rolling-origin backtest of the chosen method */
                backtest: {
                    /** @description Share of held-out points inside the 80 % interval (cross-fitted), 0–1; null with fewer than 2 folds */
                    coverage_80: number | null;
                    /** @description Share of held-out points inside the 95 % interval (cross-fitted), 0–1; null with fewer than 2 folds */
                    coverage_95: number | null;
                    /** @description Rolling origins (folds) used; 0 when the series is too short for one */
                    folds: number;
                    /** @description Validation horizon: steps forecast per fold */
                    horizon: number;
                    /** @description Mean absolute scaled error (scale: in-sample seasonal naive); null without folds */
                    mase: number | null;
                    /** @description Symmetric MAPE, percent 0–200; null without folds */
                    smape: number | null;
                };
                /**
                 * @description Frequency of the series (given or inferred from timestamps)
                 * @enum {unknown}
                 */
                frequency: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                /** @description Steps forecast */
                horizon: number;
                /** @description Prediction intervals of the baseline */
                intervals: {
                    /** @description 80 % prediction interval per step, [low, high] */
                    80: number[][];
                    /** @description 95 % prediction interval per step, [low, high] */
                    95: number[][];
                };
                /** @description Chosen method: trimmed(scum, theta, damped) (the default combination), scum, one model (seasonal_naive, naive2, ets, ets_seasonal, theta, mstl_ets, mstl_ets_log, arima, ets_auto, ces, auto_arima, dotm, damped), or combination(mean|median|weighted: a, b, …) */
                model: string;
                /** @description Name of the series, as submitted */
                name: string;
                /** @description Statistical baseline: point forecast per step, in the unit of the series */
                point: number[];
                /** @description The baseline adjusted by the simulated reaction of customers */
                scenario_adjusted: {
                    /** @description How the simulation moves the series: baseline × (1 ± ε × customer shift × ramp) */
                    effect: {
                        /**
                         * @description Who the series is taken to count: always the actor's customers
                         * @enum {string}
                         */
                        audience: "customers";
                        /** @description Simulated shift among customers at the last round: awareness × net stance, −1..1 (mean over replicates) */
                        customer_net_stance: number;
                        /** @description 80 % interval of customer_net_stance across replicates, [low, high] */
                        customer_net_stance_80: number[];
                        /** @description falls_with_opposition (sales, sign-ups, …) or rises_with_opposition (churn, cancellations, complaints, refunds, …) */
                        direction: string;
                        /** @description Elasticity ε of the series to the customer shift (central value) */
                        elasticity: number;
                        /** @description Range of ε used for the adjusted intervals, [low, high] */
                        elasticity_range: number[];
                        /** @description Change of the series once the effect is in full, percent (signed): 100 × direction × ε × customer_net_stance */
                        full_effect_pct: number;
                        /** @description The word of the series name or unit that decided the direction; null when none matched */
                        matched_term: string | null;
                        /** @description Days over which the effect builds up to full strength */
                        ramp_days: number;
                        /** @description Where ε comes from */
                        source: string;
                    };
                    /** @description Adjusted intervals: they carry both the ε range and the 80 % range of the customer shift */
                    intervals: {
                        /** @description 80 % prediction interval per step, [low, high] */
                        80: number[][];
                        /** @description 95 % prediction interval per step, [low, high] */
                        95: number[][];
                    };
                    /** @description Point forecast per step with the simulated reaction applied */
                    point: number[];
                };
                /** @description ISO-8601 instant of each forecast step; present only when the series had timestamps (calendar months for monthly, quarterly, yearly data) */
                timestamps?: string[];
                /** @description Unit of the values; null when not given */
                unit: string | null;
            };
            /** @description Present when series are attached: one forecast per series, in order */
            quantitative_forecasts?: {
                /** @description Rolling-origin backtest of the chosen method */
                backtest: {
                    /** @description Share of held-out points inside the 80 % interval (cross-fitted), 0–1; null with fewer than 2 folds */
                    coverage_80: number | null;
                    /** @description Share of held-out points inside the 95 % interval (cross-fitted), 0–1; null with fewer than 2 folds */
                    coverage_95: number | null;
                    /** @description Rolling origins (folds) used; 0 when the series is too short for one */
                    folds: number;
                    /** @description Validation horizon: steps forecast per fold */
                    horizon: number;
                    /** @description Mean absolute scaled error (scale: in-sample seasonal naive); null without folds */
                    mase: number | null;
                    /** @description Symmetric MAPE, percent 0–200; null without folds */
                    smape: number | null;
                };
                /**
                 * @description Frequency of the series (given or inferred from timestamps)
                 * @enum {unknown}
                 */
                frequency: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                /** @description Steps forecast */
                horizon: number;
                /** @description Prediction intervals of the baseline */
                intervals: {
                    /** @description 80 % prediction interval per step, [low, high] */
                    80: number[][];
                    /** @description 95 % prediction interval per step, [low, high] */
                    95: number[][];
                };
                /** @description Chosen method: trimmed(scum, theta, damped) (the default combination), scum, one model (seasonal_naive, naive2, ets, ets_seasonal, theta, mstl_ets, mstl_ets_log, arima, ets_auto, ces, auto_arima, dotm, damped), or combination(mean|median|weighted: a, b, …) */
                model: string;
                /** @description Name of the series, as submitted */
                name: string;
                /** @description Statistical baseline: point forecast per step, in the unit of the series */
                point: number[];
                /** @description The baseline adjusted by the simulated reaction of customers */
                scenario_adjusted: {
                    /** @description How the simulation moves the series: baseline × (1 ± ε × customer shift × ramp) */
                    effect: {
                        /**
                         * @description Who the series is taken to count: always the actor's customers
                         * @enum {string}
                         */
                        audience: "customers";
                        /** @description Simulated shift among customers at the last round: awareness × net stance, −1..1 (mean over replicates) */
                        customer_net_stance: number;
                        /** @description 80 % interval of customer_net_stance across replicates, [low, high] */
                        customer_net_stance_80: number[];
                        /** @description falls_with_opposition (sales, sign-ups, …) or rises_with_opposition (churn, cancellations, complaints, refunds, …) */
                        direction: string;
                        /** @description Elasticity ε of the series to the customer shift (central value) */
                        elasticity: number;
                        /** @description Range of ε used for the adjusted intervals, [low, high] */
                        elasticity_range: number[];
                        /** @description Change of the series once the effect is in full, percent (signed): 100 × direction × ε × customer_net_stance */
                        full_effect_pct: number;
                        /** @description The word of the series name or unit that decided the direction; null when none matched */
                        matched_term: string | null;
                        /** @description Days over which the effect builds up to full strength */
                        ramp_days: number;
                        /** @description Where ε comes from */
                        source: string;
                    };
                    /** @description Adjusted intervals: they carry both the ε range and the 80 % range of the customer shift */
                    intervals: {
                        /** @description 80 % prediction interval per step, [low, high] */
                        80: number[][];
                        /** @description 95 % prediction interval per step, [low, high] */
                        95: number[][];
                    };
                    /** @description Point forecast per step with the simulated reaction applied */
                    point: number[];
                };
                /** @description ISO-8601 instant of each forecast step; present only when the series had timestamps (calendar months for monthly, quarterly, yearly data) */
                timestamps?: string[];
                /** @description Unit of the values; null when not given */
                unit: string | null;
            }[];
            /** @description Version of this report layout (currently "1.1") */
            report_schema_version: string;
            /** @description Risk of backlash: a monotone map of the simulated outcomes (docs/engine.md "Risk") */
            risk_score: {
                /** @description Inputs of the risk, each in [0, 1] (mean over replicates): reach_opposed (share aware and opposed at the last round, saturating at 50 %, weight 0.45), intensity (share of aware people strongly opposed, 0.25), breadth (share of cohorts with net stance below −0.2, 0.2), persistence (last-round over peak opposition, times reach, 0.1) */
                components: {
                    [key: string]: number;
                };
                /** @description What raised the risk and what the plan already does to lower it, largest first */
                drivers: {
                    /** @description Points of the 0–100 risk this factor accounts for (mean over replicates of the risk lost when it is switched off); negative for a frame in the plan that lowers the risk */
                    contribution: number;
                    /** @description Where in the text it comes from (empty when no passage applies) */
                    evidence: {
                        /** @description Uploaded scenarios only: index of that file in the report's documents */
                        document?: number;
                        /** @description Offset just past the last character (exclusive), same units as start */
                        end: number;
                        /** @description Uploaded scenarios only: the name of the file the passage came from */
                        file?: string;
                        /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                        start: number;
                        /** @description The passage itself: scenario text from start to end */
                        text: string;
                    }[];
                    /** @description What drives the risk: expected_reaction (how plans like this one are met: the expected severity and the comparable cases, since engine 0.5.0), a mechanism id (fairness, loss, privacy, betrayal, identity, harm, status_quo) or frame_<frame> for a mitigating frame the plan already has (e.g. frame_grandfathering) */
                    factor: string;
                    /** @description The factor in words, in the report language, citing the text it comes from */
                    label: string;
                }[];
                /** @description 80 % interval of the risk across replicates, [low, high] = [10th, 90th percentile], rounded, 0–100 */
                interval_80: number[];
                /**
                 * @description Band of the value: low < 25 ≤ moderate < 50 ≤ high < 75 ≤ severe
                 * @enum {unknown}
                 */
                level: "low" | "moderate" | "high" | "severe";
                /** @description Risk of backlash, 0–100 (mean over replicates, rounded); higher is worse */
                value: number;
            };
            /** @description true on reports of sandbox tenants; absent otherwise */
            sandbox?: boolean;
            /** @description Label of the scenario (the job name) */
            scenario_name: string;
            /** @description What the engine read in the scenario text */
            scenario_understanding: {
                /** @description The organisation or public body that announces, as named in the text, else a generic word in the report language */
                actor: string;
                /** @description Kind of actor: company, government or public body, sports league or club, nonprofit, school or university */
                actor_type: "company" | "government" | "sports" | "nonprofit" | "school";
                /** @description The announced changes, in text order */
                changes: {
                    /** @description Canonical verb of the change ("raise", "end", "lay off") */
                    action: string;
                    /** @description Groups the text names as affected (existing customers, residents, employees, …) */
                    affected: string[];
                    /** @description Cause a cause-coded object or partner carries (dei, lgbtq, transgender, climate, gun_control, gun_rights, racial_justice, police, immigration, reproductive, religion, patriotic), else null */
                    cause: string | null;
                    /** @description up = adds, raises, starts or adopts; down = removes, lowers, ends or drops */
                    direction: "up" | "down";
                    /** @description Where it was read: the verb and the object */
                    evidence: {
                        /** @description Uploaded scenarios only: index of that file in the report's documents */
                        document?: number;
                        /** @description Offset just past the last character (exclusive), same units as start */
                        end: number;
                        /** @description Uploaded scenarios only: the name of the file the passage came from */
                        file?: string;
                        /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                        start: number;
                        /** @description The passage itself: scenario text from start to end */
                        text: string;
                    }[];
                    /** @description The change in words, in the report language */
                    label: string;
                    /** @description The changed thing as written in the text */
                    object: string;
                    /** @description What changes, from the ontology: price, fee, benefit, service_level, data_sharing, ai_content, jobs, executive_pay, formula, size, brand_identity, access, tax, public_rule, cause, partnership, donation or appointment */
                    object_class: string;
                    /** @description Relative size of the change (0.4 = +40 %, negative for a cut), null when the text states none */
                    relative_change: number | null;
                    /** @description When it takes effect, as written, or null */
                    timing: string | null;
                }[];
                /** @description How complete the change frames are, 0–1: class, direction, size where it matters, who is affected */
                completeness: number;
                /** @description Share of sentences that hold an announced change or a framing cue, 0–1 */
                coverage: number;
                /** @description Every framing cue the engine looks for */
                framing: {
                    /** @description Framing cue: justification, compensation, grandfathering, opt_out (the change can be declined while staying), exit (a way to leave without penalty: cancel, close the account, a refund), phase_in, consultation, apology or hedging */
                    cue: string;
                    /** @description Up to 3 passages that matched (empty when absent) */
                    evidence: {
                        /** @description Uploaded scenarios only: index of that file in the report's documents */
                        document?: number;
                        /** @description Offset just past the last character (exclusive), same units as start */
                        end: number;
                        /** @description Uploaded scenarios only: the name of the file the passage came from */
                        file?: string;
                        /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                        start: number;
                        /** @description The passage itself: scenario text from start to end */
                        text: string;
                    }[];
                    /** @description The text uses it */
                    present: boolean;
                }[];
                /** @description Issue types recognised, strongest first */
                issues: {
                    /** @description Up to 3 passages that matched */
                    evidence: {
                        /** @description Uploaded scenarios only: index of that file in the report's documents */
                        document?: number;
                        /** @description Offset just past the last character (exclusive), same units as start */
                        end: number;
                        /** @description Uploaded scenarios only: the name of the file the passage came from */
                        file?: string;
                        /** @description Offset of the first character in the (trimmed) scenario text, 0-based, in UTF-16 code units */
                        start: number;
                        /** @description The passage itself: scenario text from start to end */
                        text: string;
                    }[];
                    /** @description The issue in words, in the report language */
                    label: string;
                    /** @description The change as `<object_class>_<direction>` (e.g. price_up, fee_down, cause_up), one per announced change */
                    type: string;
                    /** @description Weight of the change, 0–1: how sure the reading is × how large the change is (a stated +40 % weighs more than +5 %) */
                    weight: number;
                }[];
                /**
                 * @description Language the scenario is written in
                 * @enum {unknown}
                 */
                language: "en" | "es";
                /** @description Quantities and dates, in text order */
                magnitudes: {
                    /** @description percent, money, count, date, duration or price_change */
                    kind: string;
                    /** @description The words it was read from */
                    text: string;
                    /** @description The number: percent points, currency units or a count; price_change in percent (+50 = a 50 % rise, negative for a cut); null for dates and durations */
                    value: number | null;
                }[];
                /** @description Moral-foundation cue profile, each 0–1: care, fairness, loyalty, authority, purity */
                moral_foundations: {
                    [key: string]: number;
                };
                /** @description What the action is about (e.g. "standard plan"); empty when not found */
                object: string;
                /** @description VADER compound sentiment of the text, −1..1 */
                sentiment: number;
                /** @description Stakeholder groups the text names: customers, employees, partners, investors, residents */
                stakeholders: string[];
                /** @description Whether an announced change was found; when not, the report was run on request (force) and its confidence is at most 0.2 */
                understood: boolean;
            };
            /** @description How opinion moves over the rounds */
            sentiment_trajectory: {
                /** @description Net sentiment per cohort and round */
                by_cohort: {
                    /** @description Cohort id (as cohort_breakdowns[].cohort); every cohort, also those with no members */
                    cohort: string;
                    /** @description Mean stance of aware members per round (0 when none is aware), −1..1 */
                    net_sentiment: number[];
                }[];
                /** @description The shape in words, in the report language */
                description: string;
                /** @description One point per round, in order */
                rounds: {
                    /** @description Share of all people aware of the announcement, 0–1 */
                    awareness: number;
                    /** @description What the round stands for in time (e.g. "First 24 hours"), in the report language */
                    label: string;
                    /** @description Mean stance of aware people, −1..1 (mean over replicates) */
                    net_sentiment: number;
                    /** @description 80 % interval of net_sentiment across replicates, [low, high], −1..1 */
                    net_sentiment_80: number[];
                    /** @description Share of aware people who are neutral, 0–1 */
                    neutral: number;
                    /** @description Share of aware people who oppose, 0–1 */
                    oppose: number;
                    /** @description Posts written in the round per simulated person (0 in round 1) */
                    posts_per_agent: number;
                    /** @description Round number, 1-based */
                    round: number;
                    /** @description Share of aware people who support, 0–1 */
                    support: number;
                }[];
                /**
                 * @description Shape of opposed reach over the rounds: muted (peak under 8 %), spike_and_recover (ends below 85 % of its peak), building (never falls and ends above 1.2× round 1), else persistent
                 * @enum {unknown}
                 */
                shape: "spike_and_recover" | "persistent" | "building" | "muted";
            };
            /** @description Address of the report's hosted page (GET /v1/r/{token}; the token is 256 random bits); null after DELETE /v1/scenarios/{id}/share */
            share_url?: string | null;
        };
        /** @description Validation error body (422) */
        ValidationErrorBody: {
            /** @description The problems found in the failing part of the request: at most 50 items and 32 KiB */
            detail: {
                /** @description Details of the rule, e.g. {"ge": 10} */
                ctx?: {
                    [key: string]: unknown;
                };
                /** @description The offending input as sent, cut to about 200 characters of JSON (ctx.input_truncated is then true) */
                input?: unknown;
                /** @description Where: "body" | "query" | "path" | "header", then field names and array indexes */
                loc: (string | number)[];
                /** @description Human-readable explanation */
                msg: string;
                /** @description Machine-readable kind, e.g. missing, int_parsing, too_long, extra_forbidden, uuid_parsing, string_nul_character, string_unicode, json_invalid, json_too_deep, json_too_many_keys, idempotency_key_reused; too_many_errors for the last item when more problems were found than are listed */
                type: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Remaining requests and seconds to the window reset (draft-ietf-httpapi-ratelimit-headers), e.g. "default";r=0;t=42 */
        RateLimit: string;
        /** @description The limit that applies (draft-ietf-httpapi-ratelimit-headers), e.g. "default";q=120;w=60 */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying (RFC 9110 §10.2.3) */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminCreateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Opening grant, USD (default 0) */
                    credits_usd?: number;
                    /**
                     * Format: email
                     * @description Login email of the new tenant
                     */
                    email: string;
                    /** @description At least 8 characters; stored as a scrypt hash */
                    password: string;
                    /** @description Sandbox tenant (play credit, SANDBOX watermark); default false */
                    sandbox?: boolean;
                    /** @description Name of the organisation */
                    tenant_name: string;
                    /** @description Tier: standard, pro or enterprise */
                    tier?: "standard" | "pro" | "enterprise";
                    /** @description White-label (enterprise only): hosted pages carry no badge; default false */
                    white_label?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance (USD, two decimals) */
                        balance_usd: number;
                        email: string;
                        name: string;
                        sandbox: boolean;
                        /** @description Tenant id */
                        tenant_id: string;
                        /** @description Tier: standard, pro or enterprise */
                        tier: "standard" | "pro" | "enterprise";
                        white_label: boolean;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGetTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance (USD, two decimals) */
                        balance_usd: number;
                        email: string;
                        name: string;
                        sandbox: boolean;
                        /** @description Tenant id */
                        tenant_id: string;
                        /** @description Tier: standard, pro or enterprise */
                        tier: "standard" | "pro" | "enterprise";
                        white_label: boolean;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminUpdateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Sandbox tenant */
                    sandbox?: boolean;
                    /** @description Tier: standard, pro or enterprise */
                    tier?: "standard" | "pro" | "enterprise";
                    /** @description White-label (enterprise only) */
                    white_label?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance (USD, two decimals) */
                        balance_usd: number;
                        email: string;
                        name: string;
                        sandbox: boolean;
                        /** @description Tenant id */
                        tenant_id: string;
                        /** @description Tier: standard, pro or enterprise */
                        tier: "standard" | "pro" | "enterprise";
                        white_label: boolean;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminGrantCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                tenant_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why (kept on the wallet transaction; default "admin grant") */
                    note?: string;
                    /** @description Credit to add, USD (rounded to cents) */
                    usd: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance after the grant (USD, two decimals) */
                        balance_usd: number;
                        /** @description Credit added (USD, two decimals) */
                        granted_usd: number;
                        tenant_id: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPoweredByBadge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge (SVG), cacheable for a day, with an ETag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Login email (case-insensitive)
                     */
                    email: string;
                    /** @description The account password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        expires_at: string;
                        /** @description Session token (sess_…), for key management and billing; shown once */
                        session_token: string;
                        /** @description The tenant (organisation) id */
                        tenant_id: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Sessions ended by this request (the presented one included); their tokens are refused from now on */
                        revoked_sessions: number;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Sessions ended by this request (the presented one included); their tokens are refused from now on */
                        revoked_sessions: number;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description Login email (case-insensitive)
                     */
                    email: string;
                    /** @description At least 8 characters; stored as a scrypt hash */
                    password: string;
                    /** @description Another tenant's referral code: both wallets get the referral credit (100 USD by default, never cash) */
                    referral_code?: string;
                    /** @description Create a sandbox tenant (default false): its wallet starts with play credit (SANDBOX_CREDIT_SIMS simulations, default 10), its keys start with sk_test_, its reports say "sandbox": true and its hosted pages carry a SANDBOX watermark */
                    sandbox?: boolean;
                    /** @description Name of the organisation (tenant), not only white space */
                    tenant_name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        expires_at: string;
                        /** @description Session token (sess_…), for key management and billing; shown once */
                        session_token: string;
                        /** @description The tenant (organisation) id */
                        tenant_id: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always prepaid credits
                         * @enum {string}
                         */
                        billing_model: "prepaid_credits";
                        /** @description Explains the billing model */
                        message: string;
                        /** @description Always null: there are no plan tiers */
                        plan: null;
                        wallet: {
                            /** @description Current balance (USD, two decimals) */
                            balance_usd: number;
                            /** @description Price of one simulation (USD, two decimals) */
                            sim_cost_usd: number;
                            /** @description Simulations the balance pays for */
                            sims_available: number;
                            /** @description The last 10 transactions, newest first */
                            transactions: {
                                /** @description Change of the balance: negative for charges, positive for grants and refunds (USD, two decimals) */
                                amount_usd: number;
                                /** @description Balance right after this transaction (USD, two decimals) */
                                balance_after_usd: number;
                                /**
                                 * Format: date-time
                                 * @description ISO-8601 instant (UTC)
                                 */
                                created_at: string;
                                /** @description Transaction id */
                                id: string;
                                /** @description The job charged or refunded, if any */
                                job_id: string | null;
                                /**
                                 * @description What changed the balance
                                 * @enum {unknown}
                                 */
                                kind: "grant" | "job_charge" | "job_refund" | "link_charge" | "link_refund" | "tiebreaker_charge" | "tiebreaker_refund" | "referral" | "purchase";
                                /** @description The link group charged or refunded (link and tiebreaker charges), if any */
                                link_id: string | null;
                                /** @description Free text (job name, refund reason, grant note) */
                                note: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postBillingWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> */
                "service-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Credit added by this delivery (USD, two decimals) */
                        credited_usd: number;
                        /** @description The event id */
                        event_id: string | null;
                        /**
                         * @description credited: the package was added now; duplicate: this event id was credited before (nothing added); ignored: not an API credit purchase
                         * @enum {unknown}
                         */
                        outcome: "credited" | "duplicate" | "ignored";
                        /** @description The package of the custom id, when one was named */
                        package: string | null;
                        /** @description Why the event was ignored */
                        reason: string | null;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    chatWithBrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Earlier turns, oldest first: a short follow-up ("and why?") is searched together with the last question asked */
                    history?: {
                        /** @description What was said */
                        content: string;
                        /** @description Who said it */
                        role: "user" | "assistant";
                    }[];
                    /**
                     * @description Language: en or es
                     * @enum {unknown}
                     */
                    lang?: "en" | "es";
                    /** @description The question */
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The answer, made only of the cited passages and a few connecting words; says so plainly when nothing relevant was found */
                        answer: string;
                        /** @description The passages the answer uses, in the order used; empty when nothing relevant was found */
                        citations: {
                            /** @description The page it comes from */
                            page_id: string;
                            /** @description The passage text, as on the page */
                            passage: string;
                            /** @description The passage */
                            passage_id: string;
                            /** @description The report it comes from (for a link page: the member the passage is about, else the first member) */
                            scenario_id: string;
                        }[];
                        /** @description builtin: the cited passages joined by fixed words; llm: the same passages phrased by the configured OpenAI-compatible model (LLM_BASE_URL), taken only when it adds no number */
                        composer: "builtin" | "llm";
                        /** @description Whether anything relevant was found */
                        found: boolean;
                        /**
                         * @description Language: en or es
                         * @enum {unknown}
                         */
                        language: "en" | "es";
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBrainPages: {
        parameters: {
            query?: {
                /** @description Language of link pages and of the labels (en or es; another value falls back to en) */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pages returned */
                        count: number;
                        /** @description Newest first */
                        pages: {
                            /** @description The figures a reader looks for first */
                            key_figures: {
                                /** @description Machine name: risk_score, risk_level, confidence, top_failure_mode, top_mitigation, members, winner, margin */
                                key: string;
                                /** @description The figure in words, in the page language */
                                label: string;
                                /** @description The figure as the report gives it (risk 0–100, confidence 0–1, names as text) */
                                value: number | string;
                            }[];
                            /** @description report or link */
                            kind: "report" | "link";
                            /**
                             * @description Language: en or es
                             * @enum {unknown}
                             */
                            language: "en" | "es";
                            /** @description `report:<scenario_id>` or `link:<link_group_id>` */
                            page_id: string;
                            /** @description What the chat searches and cites */
                            passages: {
                                /** @description Stable within the page: `<page_id>#<section>`, e.g. `report:<uuid>#risk` */
                                passage_id: string;
                                /** @description What the passage is: headline, risk, summary, failure_mode, mitigation, counter_narrative, ranking, tiebreaker */
                                section: string;
                                /** @description The passage, in the page language, taken from the report (figures as the report gives them) */
                                text: string;
                            }[];
                            /** @description The scenario ids the page is built from (one for a report, the members for a link) */
                            source_ids: string[];
                            /** @description The report's executive summary, or the link's plain-language summary */
                            summary: string;
                            /** @description The scenario name or the link name */
                            title: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            updated_at: string;
                        }[];
                        /** @description Whether older reports or links were left out (the Brain reads at most the newest 200 reports and 50 links) */
                        truncated: boolean;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Current balance (USD, two decimals) */
                        balance_usd: number;
                        idempotency: {
                            /** @description Where it is accepted */
                            endpoints: string[];
                            /**
                             * @description The request header
                             * @enum {string}
                             */
                            header: "Idempotency-Key";
                            /** @description How long a key and its response are kept, per tenant */
                            retention_hours: number;
                        };
                        /** @description This credential's request-rate window; null when the counters cannot be reached (requests are then not limited) */
                        rate_limit: {
                            /** @description Requests allowed per window */
                            limit: number;
                            /** @description Requests left in the current window, this one counted */
                            remaining: number;
                            /** @description Seconds until the window ends and the count starts again */
                            reset_seconds: number;
                            /**
                             * @description The window with the fewest requests left: this API key, this session token, or the tenant (all its keys and sessions together)
                             * @enum {unknown}
                             */
                            scope: "api_key" | "session" | "tenant";
                            /** @description Window length, seconds */
                            window_seconds: number;
                        } | null;
                        /** @description Price of one simulation (USD, two decimals) */
                        sim_cost_usd: number;
                        /** @description Simulations the balance pays for */
                        sims_available: number;
                        /** @description The last 10 transactions, newest first */
                        transactions: {
                            /** @description Change of the balance: negative for charges, positive for grants and refunds (USD, two decimals) */
                            amount_usd: number;
                            /** @description Balance right after this transaction (USD, two decimals) */
                            balance_after_usd: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description Transaction id */
                            id: string;
                            /** @description The job charged or refunded, if any */
                            job_id: string | null;
                            /**
                             * @description What changed the balance
                             * @enum {unknown}
                             */
                            kind: "grant" | "job_charge" | "job_refund" | "link_charge" | "link_refund" | "tiebreaker_charge" | "tiebreaker_refund" | "referral" | "purchase";
                            /** @description The link group charged or refunded (link and tiebreaker charges), if any */
                            link_id: string | null;
                            /** @description Free text (job name, refund reason, grant note) */
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: {
                /** @description Page language: en or es (else Accept-Language decides; default en) */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documentation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters; a retry with the same key and body returns the first response and is not charged again (kept 24 h) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional description of the actor's customers; the simulated customers shift toward it, the general public does not */
                    audience?: {
                        /**
                         * @description The age band most customers are in; it then holds about 60 % of them
                         * @enum {unknown}
                         */
                        age_band?: "18-29" | "30-44" | "45-64" | "65+";
                        /** @description Political lean of the customers, from -1 (strongly progressive) through 0 (centrist) to 1 (strongly conservative) */
                        ideology_lean?: number;
                        /** @description How much price matters to the customers, from 0 (not at all) to 1 (very much); about 0.7 is the public's average */
                        price_sensitivity?: number;
                        /**
                         * @description Where most customers live
                         * @enum {unknown}
                         */
                        urbanicity?: "urban" | "suburban" | "rural";
                    };
                    /** @description Run even when no announced change is found in scenario (otherwise a 422 scenario_not_understood, nothing charged); the report then says so and its confidence is at most 0.2. Default false */
                    force?: boolean;
                    /** @description Report language: en or es; others fall back to en. Default: the scenario text's language as the engine reads it (en or es, else en) */
                    lang?: string;
                    /**
                     * @description Synthetic people per replicate
                     * @default 1000
                     */
                    n_agents?: number;
                    /**
                     * @description Rounds; each is one batch
                     * @default 4
                     */
                    n_rounds?: number;
                    /** @description A label for the job (not only white space) */
                    name: string;
                    /** @description The announcement, as pasted text (not only white space) */
                    scenario: string;
                    /** @description Same text, options and seed give the same report (default 1) */
                    seed?: number;
                    /** @description Optional numeric series: one object or an array of up to 3 */
                    series?: {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    } | {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    }[];
                    /** @description Domain of a white-label hosted page */
                    white_label_domain?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSubmitted"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getJobReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation report. Scores are model-based probabilistic estimates, not guarantees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getJobStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first, revoked keys included */
                        keys: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description Key id */
                            key_id: string;
                            /** @description Last use, to the minute; null if never used */
                            last_used_at: string | null;
                            /** @description The label given at creation */
                            name: string;
                            /**
                             * @description Always "wallet": there are no plan tiers
                             * @enum {string}
                             */
                            plan: "wallet";
                            /** @description First 12 characters of the key (sk_live_… or sk_test_…), to recognise it */
                            prefix: string;
                            /** @description When it was revoked or rotated; null while active */
                            revoked_at: string | null;
                            /** @description Revoked keys answer 401 */
                            status: "active" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A label for the key (not only white space) */
                    name: string;
                    /** @description Accepted and ignored: every key draws from the wallet */
                    plan?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The key itself: shown only in this response */
                        api_key: string;
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description Key id */
                        key_id: string;
                        /** @description Last use, to the minute; null if never used */
                        last_used_at: string | null;
                        /** @description The label given at creation */
                        name: string;
                        /**
                         * @description Always "wallet": there are no plan tiers
                         * @enum {string}
                         */
                        plan: "wallet";
                        /** @description First 12 characters of the key (sk_live_… or sk_test_…), to recognise it */
                        prefix: string;
                        /** @description When it was revoked or rotated; null while active */
                        revoked_at: string | null;
                        /** @description Revoked keys answer 401 */
                        status: "active" | "revoked";
                        /** @description Reminder that the value cannot be retrieved again */
                        warning: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description Key id */
                        key_id: string;
                        /** @description Last use, to the minute; null if never used */
                        last_used_at: string | null;
                        /** @description The label given at creation */
                        name: string;
                        /**
                         * @description Always "wallet": there are no plan tiers
                         * @enum {string}
                         */
                        plan: "wallet";
                        /** @description First 12 characters of the key (sk_live_… or sk_test_…), to recognise it */
                        prefix: string;
                        /**
                         * @description Always true
                         * @enum {boolean}
                         */
                        revoked: true;
                        /** @description When it was revoked or rotated; null while active */
                        revoked_at: string | null;
                        /** @description Revoked keys answer 401 */
                        status: "active" | "revoked";
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The key itself: shown only in this response */
                        api_key: string;
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description Key id */
                        key_id: string;
                        /** @description Last use, to the minute; null if never used */
                        last_used_at: string | null;
                        /** @description The label given at creation */
                        name: string;
                        /**
                         * @description Always "wallet": there are no plan tiers
                         * @enum {string}
                         */
                        plan: "wallet";
                        /** @description First 12 characters of the key (sk_live_… or sk_test_…), to recognise it */
                        prefix: string;
                        /** @description The key that stopped working */
                        replaced_key_id: string;
                        /** @description When it was revoked or rotated; null while active */
                        revoked_at: string | null;
                        /** @description Revoked keys answer 401 */
                        status: "active" | "revoked";
                        /** @description Reminder that the value cannot be retrieved again */
                        warning: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLinks: {
        parameters: {
            query?: {
                /** @description Most items to return (1..200) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's link groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        links: {
                            /** @description When it completed */
                            completed_at: string | null;
                            /** @description Price charged at creation (USD, two decimals) */
                            cost_usd: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description Present when failed */
                            failure: {
                                /** @description Why it failed */
                                code: string;
                                /** @description Details */
                                message: string;
                            } | null;
                            /** @description Id of the link group */
                            link_group_id: string;
                            /**
                             * @description ranked or compare
                             * @enum {unknown}
                             */
                            mode: "ranked" | "compare";
                            /** @description Label of the link */
                            name: string;
                            /** @description Relative path of the link report (404 link_not_ready before completion) */
                            report_url: string;
                            /** @description The linked reports, in the order given */
                            scenario_ids: string[];
                            /** @description When the cross-analysis started */
                            started_at: string | null;
                            /**
                             * @description pending → running → complete, or failed (refunded once)
                             * @enum {unknown}
                             */
                            status: "pending" | "running" | "complete" | "failed";
                            /** @description Relative path of this status */
                            status_url: string;
                            /**
                             * @description The Decision Tiebreaker: not run yet, running, or its result is on the link report
                             * @enum {unknown}
                             */
                            tiebreaker: "not_run" | "running" | "complete";
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters; a retry with the same key and body returns the first response and is not charged again (kept 24 h) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description ranked: names a winner with reasons; compare: names none, gives margin, probability_best and close_call
                     * @enum {unknown}
                     */
                    mode: "ranked" | "compare";
                    /** @description Label of the link, 1..200 characters */
                    name: string;
                    /** @description Ids of two or more distinct completed reports of the caller (job or scenario ids), at most 50 */
                    scenario_ids: string[];
                };
            };
        };
        responses: {
            /** @description The created link group; its cross-analysis is queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance after the charge (USD, two decimals) */
                        balance_remaining: number;
                        /** @description Price charged: the link price per linked report (USD, two decimals) */
                        cost_usd: number;
                        /** @description Id of the new link group */
                        link_group_id: string;
                        /**
                         * @description The mode asked for
                         * @enum {unknown}
                         */
                        mode: "ranked" | "compare";
                        /** @description Label of the link */
                        name: string;
                        /** @description Relative path of the link report */
                        report_url: string;
                        /** @description The linked reports, in the order given */
                        scenario_ids: string[];
                        /**
                         * @description Always pending at creation
                         * @enum {string}
                         */
                        status: "pending";
                        /** @description Relative path of the link status */
                        status_url: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLinksByLinkId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A link group and its state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When it completed */
                        completed_at: string | null;
                        /** @description Price charged at creation (USD, two decimals) */
                        cost_usd: number;
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description Present when failed */
                        failure: {
                            /** @description Why it failed */
                            code: string;
                            /** @description Details */
                            message: string;
                        } | null;
                        /** @description Id of the link group */
                        link_group_id: string;
                        /**
                         * @description ranked or compare
                         * @enum {unknown}
                         */
                        mode: "ranked" | "compare";
                        /** @description Label of the link */
                        name: string;
                        /** @description Relative path of the link report (404 link_not_ready before completion) */
                        report_url: string;
                        /** @description The linked reports, in the order given */
                        scenario_ids: string[];
                        /** @description When the cross-analysis started */
                        started_at: string | null;
                        /**
                         * @description pending → running → complete, or failed (refunded once)
                         * @enum {unknown}
                         */
                        status: "pending" | "running" | "complete" | "failed";
                        /** @description Relative path of this status */
                        status_url: string;
                        /**
                         * @description The Decision Tiebreaker: not run yet, running, or its result is on the link report
                         * @enum {unknown}
                         */
                        tiebreaker: "not_run" | "running" | "complete";
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLinksByLinkIdReport: {
        parameters: {
            query?: {
                /** @description Language of every text field (en, es); others fall back to en with lang_fallback: true */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linked report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Attribution to show with the report */
                        attribution: {
                            /** @description Path of the badge image (GET /v1/assets/powered-by.svg) */
                            badge_url: string;
                            /** @description Absolute address of the public documentation the attribution links to */
                            link: string;
                            /** @description Attribution text, e.g. "Powered by Scenario Sim" */
                            text: string;
                        };
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        completed_at: string;
                        /** @description The cross-analysis */
                        cross_analysis: {
                            /** @description Whether the best two are within close_call_threshold points */
                            close_call: boolean;
                            /** @description The tie threshold, risk points */
                            close_call_threshold: number;
                            /** @description Failure modes shared or avoided */
                            failure_modes: {
                                /** @description Present in some, avoided by others */
                                avoided: {
                                    /** @description Members where it does not */
                                    avoided_by: string[];
                                    /** @description fm_<mechanism> */
                                    id: string;
                                    /** @description Members where it adds at least 4 risk points */
                                    present_in: string[];
                                    /** @description Its risk contribution in each member (members order), points; 0 when not among the member's five */
                                    risk_contribution: number[];
                                    /** @description Its title in the report language */
                                    title: string;
                                }[];
                                /** @description Present in every member */
                                shared: {
                                    /** @description Members where it does not */
                                    avoided_by: string[];
                                    /** @description fm_<mechanism> */
                                    id: string;
                                    /** @description Members where it adds at least 4 risk points */
                                    present_in: string[];
                                    /** @description Its risk contribution in each member (members order), points; 0 when not among the member's five */
                                    risk_contribution: number[];
                                    /** @description Its title in the report language */
                                    title: string;
                                }[];
                            };
                            /** @description Empty when no member has a series */
                            forecast_impact: {
                                /** @description Mean scenario-adjusted point forecast */
                                adjusted_mean: number;
                                /** @description Mean baseline point forecast over the horizon */
                                baseline_mean: number;
                                /** @description Adjusted against baseline, percent */
                                change_pct: number;
                                /** @description Steps */
                                horizon: number;
                                /** @description Member */
                                scenario_id: string;
                                /** @description Series name */
                                series: string;
                                /** @description Unit */
                                unit: string | null;
                            }[];
                            /**
                             * @description Language of every text field
                             * @enum {unknown}
                             */
                            language: "en" | "es";
                            /** @description Mean risk of the second-lowest member minus the lowest, points */
                            margin: number;
                            /** @description In the order given at creation */
                            members: {
                                /** @description The report's confidence */
                                confidence: {
                                    /** @description low, medium or high */
                                    label: string;
                                    /** @description 0–1 */
                                    value: number;
                                };
                                /** @description Its report headline */
                                headline: string;
                                /** @description Its label */
                                name: string;
                                /** @description How often it has the lowest risk, over every combination of one replicate per member */
                                probability_best: number;
                                /** @description 1 = lowest mean risk (ranked mode); null in compare mode */
                                rank: number | null;
                                /** @description Risk with its spread */
                                risk: {
                                    /** @description The report's 80 % interval */
                                    interval_80: number[];
                                    /** @description Risk level in the report language */
                                    level: string;
                                    /** @description Standard deviation of its replicate risks, points */
                                    replicate_sd: number;
                                    /** @description Replicate worlds */
                                    replicates: number;
                                    /** @description Mean risk over its replicates, 0–100, one decimal */
                                    value: number;
                                };
                                /** @description The member */
                                scenario_id: string;
                            }[];
                            /** @description Largest measured effect first */
                            mitigations: {
                                /** @description The measure in the report language */
                                action: string;
                                /** @description Members order */
                                by_member: {
                                    /** @description Whether the member already has it */
                                    already_in_plan: boolean | null;
                                    /** @description Measured risk points it removes (or saves, when already in the plan); null when the member's report does not list it */
                                    expected_risk_reduction: number | null;
                                    /** @description Member */
                                    scenario_id: string;
                                }[];
                                /** @description mit_<frame> */
                                id: string;
                            }[];
                            /**
                             * @description ranked or compare
                             * @enum {unknown}
                             */
                            mode: "ranked" | "compare";
                            /** @description Cohorts the members split most first (at most 8) */
                            opposition_by_cohort: {
                                /** @description Members order */
                                by_member: {
                                    /** @description Net stance, −1..1 */
                                    net: number | null;
                                    /** @description Oppose share, 0..1 */
                                    oppose: number | null;
                                    /** @description Member */
                                    scenario_id: string;
                                }[];
                                /** @description Cohort id */
                                cohort: string;
                                /** @description Cohort label in the report language */
                                label: string;
                                /** @description Largest minus smallest net stance */
                                spread: number;
                            }[];
                            /** @description The paragraph a decision-maker reads */
                            plain_language_summary: string;
                            /** @description Ranked mode only */
                            ranking: string[] | null;
                            /** @description Ranked mode only; compare mode names no winner */
                            winner: {
                                /** @description Its label */
                                name: string;
                                /** @description Why, one sentence each */
                                reasons: string[];
                                /** @description The recommended member */
                                scenario_id: string;
                            } | null;
                        };
                        /** @description true when the requested language has no catalog and en was used */
                        lang_fallback: boolean;
                        /**
                         * @description Language of every text field, the members' reports included
                         * @enum {unknown}
                         */
                        language: "en" | "es";
                        /** @description The link group */
                        link_group_id: string;
                        /** @description Every member's full report in the requested language, with attribution, in the order given */
                        members: components["schemas"]["Report"][];
                        /**
                         * @description ranked or compare
                         * @enum {unknown}
                         */
                        mode: "ranked" | "compare";
                        /** @description Its label */
                        name: string;
                        /** @description A paragraph a decision-maker who reads nothing else can act on */
                        plain_language_summary: string;
                        /** @description true for sandbox tenants */
                        sandbox?: boolean;
                        /** @description The Decision Tiebreaker result, once run */
                        tiebreaker: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description true when the requested language has no catalog and en was used */
                            lang_fallback: boolean;
                            /**
                             * @description Language of rationale
                             * @enum {unknown}
                             */
                            language: "en" | "es";
                            /** @description Runner-up mean risk minus the winner's, points */
                            margin: number;
                            /** @description Members order */
                            probability_best: {
                                /** @description How often it is lowest */
                                probability: number;
                                /** @description Member */
                                scenario_id: string;
                            }[];
                            /** @description Why, in the requested language */
                            rationale: string;
                            /** @description The extra replicates run */
                            replicates: {
                                /** @description Agents per replicate, per member */
                                n_agents: number[];
                                /** @description New replicate worlds per member */
                                per_member: number;
                                /** @description Members order */
                                risk: {
                                    /** @description Mean risk */
                                    mean: number;
                                    /** @description Member */
                                    scenario_id: string;
                                    /** @description Standard deviation */
                                    sd: number;
                                }[];
                                /** @description Seed of the new worlds, per member */
                                seeds: number[];
                                /** @description Replicate worlds run in all */
                                total: number;
                            };
                            /** @description The winner */
                            winner: {
                                /** @description Its label */
                                name: string;
                                /** @description The member with the lowest mean risk */
                                scenario_id: string;
                            };
                        } | null;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postLinksByLinkIdTiebreaker: {
        parameters: {
            query?: {
                /** @description Language of every text field (en, es); others fall back to en with lang_fallback: true */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Decision Tiebreaker result */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wallet balance after the charge (USD, two decimals) */
                        balance_remaining: number;
                        /** @description Price charged (USD, two decimals) */
                        cost_usd: number;
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description true when the requested language has no catalog and en was used */
                        lang_fallback: boolean;
                        /**
                         * @description Language of rationale
                         * @enum {unknown}
                         */
                        language: "en" | "es";
                        /** @description Runner-up mean risk minus the winner's, points */
                        margin: number;
                        /** @description Members order */
                        probability_best: {
                            /** @description How often it is lowest */
                            probability: number;
                            /** @description Member */
                            scenario_id: string;
                        }[];
                        /** @description Why, in the requested language */
                        rationale: string;
                        /** @description The extra replicates run */
                        replicates: {
                            /** @description Agents per replicate, per member */
                            n_agents: number[];
                            /** @description New replicate worlds per member */
                            per_member: number;
                            /** @description Members order */
                            risk: {
                                /** @description Mean risk */
                                mean: number;
                                /** @description Member */
                                scenario_id: string;
                                /** @description Standard deviation */
                                sd: number;
                            }[];
                            /** @description Seed of the new worlds, per member */
                            seeds: number[];
                            /** @description Replicate worlds run in all */
                            total: number;
                        };
                        /** @description The winner */
                        winner: {
                            /** @description Its label */
                            name: string;
                            /** @description The member with the lowest mean risk */
                            scenario_id: string;
                        };
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLinksLinkable: {
        parameters: {
            query?: {
                /** @description Most items to return (1..200) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Completed reports the caller can link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        reports: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            completed_at: string;
                            /** @description The report's headline */
                            headline: string;
                            /** @description Label of the scenario */
                            name: string;
                            /** @description The report's risk score */
                            risk: {
                                /** @description risk_score.level: low, moderate, high or severe */
                                level: string;
                                /** @description risk_score.value */
                                value: number;
                            };
                            /** @description Id to pass in scenario_ids */
                            scenario_id: string;
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One-time packages, bought in the web application */
                        credit_packages: {
                            /** @description Simulations it buys */
                            credits: number;
                            /** @description Package id (single, pack5, pack25) */
                            id: string;
                            /** @description Display name */
                            name: string;
                            /** @description What the buyer pays per simulation in this package (price_usd / credits) (USD, two decimals) */
                            per_credit_usd: number;
                            /** @description What the buyer pays for the package (USD, two decimals) */
                            price_usd: number;
                            /** @description Simulations the added wallet credit buys at sim_cost_usd (= credits) */
                            simulations: number;
                            /** @description What the package adds to the wallet: credits × sim_cost_usd (USD, two decimals) */
                            wallet_credit_usd: number;
                        }[];
                        /** @description Always false: credits never expire */
                        credits_expire: boolean;
                        /** @description Price per linked report (USD, two decimals) */
                        link_cost_usd: number;
                        /** @description How credits are bought and spent */
                        note: string;
                        /** @description Always empty: there are no plan tiers */
                        plan_tiers: string[];
                        /** @description Price of one simulation (USD, two decimals) */
                        sim_cost_usd: number;
                        /** @description Price of a Decision Tiebreaker (USD, two decimals) */
                        tiebreaker_cost_usd: number;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHostedReport: {
        parameters: {
            query?: {
                /** @description Page language: en or es (else Accept-Language decides; default en) */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description The share token of share_url (43 characters, base64url) */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unknown or revoked address: an HTML page when Accept prefers text/html, else the error body */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/html": string;
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReferrals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This tenant's referral code: another tenant sends it to POST /v1/referrals/redeem or as referral_code at sign-up */
                        code: string;
                        /** @description Credit each side gets per redemption, into the wallet (never cash) (USD, two decimals) */
                        credit_usd: number;
                        /** @description Credit this code has earned this tenant (USD, two decimals) */
                        earned_usd: number;
                        /** @description Redemptions of this code, newest first (at most 50) */
                        redemptions: {
                            /** @description Credit each side got (USD, two decimals) */
                            credit_usd: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            redeemed_at: string;
                        }[];
                        /** @description All redemptions of this code */
                        redemptions_count: number;
                        /** @description This tenant's own redemption of another tenant's code, if any */
                        referred_by: {
                            /** @description Credit each side got (USD, two decimals) */
                            credit_usd: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            redeemed_at: string;
                        } | null;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postReferralsRedeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Another tenant's referral code (case-insensitive) */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This wallet's balance after the credit (USD, two decimals) */
                        balance_usd: number;
                        /** @description Credit added to this wallet (the referrer got the same) (USD, two decimals) */
                        credit_usd: number;
                        /** @enum {boolean} */
                        redeemed: true;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listScenarios: {
        parameters: {
            query?: {
                /** @description Most items to return (1..200) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        scenarios: components["schemas"]["JobStatus"][];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createScenario: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters; a retry with the same key and body returns the first response and is not charged again (kept 24 h) */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional description of the actor's customers; the simulated customers shift toward it, the general public does not */
                    audience?: {
                        /**
                         * @description The age band most customers are in; it then holds about 60 % of them
                         * @enum {unknown}
                         */
                        age_band?: "18-29" | "30-44" | "45-64" | "65+";
                        /** @description Political lean of the customers, from -1 (strongly progressive) through 0 (centrist) to 1 (strongly conservative) */
                        ideology_lean?: number;
                        /** @description How much price matters to the customers, from 0 (not at all) to 1 (very much); about 0.7 is the public's average */
                        price_sensitivity?: number;
                        /**
                         * @description Where most customers live
                         * @enum {unknown}
                         */
                        urbanicity?: "urban" | "suburban" | "rural";
                    };
                    /** @description Run even when no announced change is found in scenario (otherwise a 422 scenario_not_understood, nothing charged); the report then says so and its confidence is at most 0.2. Default false */
                    force?: boolean;
                    /** @description Report language: en or es; others fall back to en. Default: the scenario text's language as the engine reads it (en or es, else en) */
                    lang?: string;
                    /**
                     * @description Synthetic people per replicate
                     * @default 1000
                     */
                    n_agents?: number;
                    /**
                     * @description Rounds; each is one batch
                     * @default 4
                     */
                    n_rounds?: number;
                    /** @description A label for the job (not only white space) */
                    name?: string;
                    /** @description The announcement, as pasted text (not only white space) */
                    scenario: string;
                    /** @description Same text, options and seed give the same report (default 1) */
                    seed?: number;
                    /** @description Optional numeric series: one object or an array of up to 3 */
                    series?: {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    } | {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    }[];
                    /** @description Domain of a white-label hosted page */
                    white_label_domain?: string;
                };
                "multipart/form-data": {
                    /** @description Optional description of the actor's customers; the simulated customers shift toward it, the general public does not */
                    audience?: {
                        /**
                         * @description The age band most customers are in; it then holds about 60 % of them
                         * @enum {unknown}
                         */
                        age_band?: "18-29" | "30-44" | "45-64" | "65+";
                        /** @description Political lean of the customers, from -1 (strongly progressive) through 0 (centrist) to 1 (strongly conservative) */
                        ideology_lean?: number;
                        /** @description How much price matters to the customers, from 0 (not at all) to 1 (very much); about 0.7 is the public's average */
                        price_sensitivity?: number;
                        /**
                         * @description Where most customers live
                         * @enum {unknown}
                         */
                        urbanicity?: "urban" | "suburban" | "rural";
                    };
                    /** @description The documents, in reading order (part name "files", repeated); their texts are joined with a blank line */
                    files: string[];
                    /** @description Run even when no announced change is found in scenario (otherwise a 422 scenario_not_understood, nothing charged); the report then says so and its confidence is at most 0.2. Default false */
                    force?: boolean;
                    /** @description Report language: en or es; others fall back to en. Default: the scenario text's language as the engine reads it (en or es, else en) */
                    lang?: string;
                    /**
                     * @description Synthetic people per replicate
                     * @default 1000
                     */
                    n_agents?: number;
                    /**
                     * @description Rounds; each is one batch
                     * @default 4
                     */
                    n_rounds?: number;
                    /** @description A label for the job (default: the first file's name) */
                    name?: string;
                    /** @description Optional pasted text, placed before the documents */
                    scenario?: string;
                    /** @description Same text, options and seed give the same report (default 1) */
                    seed?: number;
                    /** @description Optional numeric series: JSON (one object or an array of up to 3), or CSV with a header row (a first column of timestamps, then one column per series) */
                    series?: {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    } | {
                        /**
                         * @description Inferred from timestamps when absent
                         * @enum {unknown}
                         */
                        frequency?: "hourly" | "daily" | "weekly" | "monthly" | "quarterly" | "yearly";
                        /** @description Steps to forecast; default M4's for the frequency (H 48, D 14, W 13, M 18, Q 8, Y 6) */
                        horizon?: number;
                        /** @description What the series counts, e.g. "weekly sales"; churn-like names rise with backlash */
                        name: string;
                        /** @description Overrides the frequency's season length, in steps */
                        season_length?: number;
                        /** @description ISO-8601, one per value, strictly increasing */
                        timestamps?: string[];
                        /** @description Unit of the values, e.g. "orders" */
                        unit?: string;
                        /** @description Observations, oldest first (finite numbers) */
                        values: number[];
                    }[];
                    /** @description Domain of a white-label hosted page */
                    white_label_domain?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSubmitted"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                scenario_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getScenarioReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                scenario_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation report. Scores are model-based probabilistic estimates, not guarantees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createReportShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                scenario_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description State of a report's hosted-page address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Addresses revoked by this request */
                        revoked: number;
                        /** @description The scenario (job) id */
                        scenario_id: string;
                        /** @description The live hosted-page address; null when none is live */
                        share_url: string | null;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeReportShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                scenario_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description State of a report's hosted-page address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Addresses revoked by this request */
                        revoked: number;
                        /** @description The scenario (job) id */
                        scenario_id: string;
                        /** @description The live hosted-page address; null when none is live */
                        share_url: string | null;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Current wallet balance, as in GET /v1/credits (USD, two decimals) */
                        balance_usd: number;
                        /** @description Idempotency-Key rules and the keys held */
                        idempotency: {
                            /** @description Where it is accepted */
                            endpoints: string[];
                            /**
                             * @description The request header
                             * @enum {string}
                             */
                            header: "Idempotency-Key";
                            /** @description Idempotency keys this tenant holds now (used in the last retention_hours) */
                            keys_held: number;
                            /** @description How long a key and its response are kept, per tenant */
                            retention_hours: number;
                        };
                        /** @description Jobs (scenarios) submitted in the period, by their current status */
                        jobs: {
                            /** @description Jobs submitted in the period that are completed now */
                            completed: number;
                            /** @description Jobs submitted in the period that are failed now */
                            failed: number;
                            /** @description Jobs submitted in the period that are queued now */
                            queued: number;
                            /** @description Jobs submitted in the period that are running now */
                            running: number;
                            /** @description Jobs submitted in the period */
                            total: number;
                        };
                        /** @description Linked reports (cross-analyses) created in the period, by their current status */
                        links: {
                            /** @description Links created in the period that are complete now */
                            complete: number;
                            /** @description Links created in the period that are failed now */
                            failed: number;
                            /** @description Links created in the period that are pending now */
                            pending: number;
                            /** @description Links created in the period that are running now */
                            running: number;
                            /** @description Links created in the period */
                            total: number;
                        };
                        /** @description The current billing period: the calendar month (UTC), end exclusive */
                        period: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            end: string;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            start: string;
                        };
                        /** @description This credential's request-rate window, this request counted; null when the counters cannot be reached */
                        rate_limit: {
                            /** @description Requests allowed per window */
                            limit: number;
                            /** @description Requests left in the current window, this one counted */
                            remaining: number;
                            /** @description Seconds until the window ends and the count starts again */
                            reset_seconds: number;
                            /**
                             * @description The window with the fewest requests left: this API key, this session token, or the tenant (all its keys and sessions together)
                             * @enum {unknown}
                             */
                            scope: "api_key" | "session" | "tenant";
                            /** @description Window length, seconds */
                            window_seconds: number;
                        } | null;
                        /** @description Price of one simulation (USD, two decimals) */
                        sim_cost_usd: number;
                        /** @description Simulations the balance pays for */
                        sims_available: number;
                        /** @description Wallet changes in the period, by transaction kind */
                        wallet: {
                            /** @description Sum of grant transactions in the period (charges negative) (USD, two decimals) */
                            grant: number;
                            /** @description Sum of job_charge transactions in the period (charges negative) (USD, two decimals) */
                            job_charge: number;
                            /** @description Sum of job_refund transactions in the period (charges negative) (USD, two decimals) */
                            job_refund: number;
                            /** @description Sum of link_charge transactions in the period (charges negative) (USD, two decimals) */
                            link_charge: number;
                            /** @description Sum of link_refund transactions in the period (charges negative) (USD, two decimals) */
                            link_refund: number;
                            /** @description Sum of purchase transactions in the period (charges negative) (USD, two decimals) */
                            purchase: number;
                            /** @description Sum of referral transactions in the period (charges negative) (USD, two decimals) */
                            referral: number;
                            /** @description Sum of tiebreaker_charge transactions in the period (charges negative) (USD, two decimals) */
                            tiebreaker_charge: number;
                            /** @description Sum of tiebreaker_refund transactions in the period (charges negative) (USD, two decimals) */
                            tiebreaker_refund: number;
                        };
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Oldest first; deleted endpoints are not listed */
                        endpoints: {
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description Why it was disabled; null while active */
                            disabled_reason: string | null;
                            /** @description Endpoint id */
                            endpoint_id: string;
                            /** @description Event kinds it receives */
                            events: ("scenario.completed" | "scenario.failed")[];
                            /** @description disabled after the receiver answered 410 Gone: nothing more is sent to it */
                            status: "active" | "disabled";
                            /** @description The receiver */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Event kinds to receive (repeats are ignored) */
                    events: ("scenario.completed" | "scenario.failed")[];
                    /** @description HTTPS address of the receiver; it must not be or resolve to a loopback, private, link-local, CGNAT, multicast, unspecified or cloud-metadata address */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        created_at: string;
                        /** @description Why it was disabled; null while active */
                        disabled_reason: string | null;
                        /** @description Endpoint id */
                        endpoint_id: string;
                        /** @description Event kinds it receives */
                        events: ("scenario.completed" | "scenario.failed")[];
                        /** @description Signing secret (whsec_…): shown only in this response; store it now */
                        secret: string;
                        /** @description disabled after the receiver answered 410 Gone: nothing more is sent to it */
                        status: "active" | "disabled";
                        /** @description The receiver */
                        url: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true
                         * @enum {boolean}
                         */
                        deleted: true;
                        /** @description The endpoint removed */
                        endpoint_id: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (UUID) */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Until previous_secret_expires_at every delivery is signed with both secrets (v1=<new>,v1=<old>) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The endpoint */
                        endpoint_id: string;
                        /**
                         * Format: date-time
                         * @description ISO-8601 instant (UTC)
                         */
                        previous_secret_expires_at: string;
                        /** @description Signing secret (whsec_…): shown only in this response; store it now */
                        secret: string;
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Most items to return (1..200) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest first */
                        deliveries: {
                            /** @description Every attempt, oldest first */
                            attempt_history: {
                                /** @description 1 for the first attempt */
                                attempt: number;
                                /** @description From the start of the attempt to the answer or the error; null while in flight */
                                duration_ms: number | null;
                                /** @description Why the attempt failed without a status (timeout, refused address, TLS, connection); null otherwise */
                                error: string | null;
                                /**
                                 * Format: date-time
                                 * @description ISO-8601 instant (UTC)
                                 */
                                started_at: string;
                                /** @description The receiver's HTTP status; null when none came */
                                status_code: number | null;
                            }[];
                            /** @description Attempts made so far */
                            attempts: number;
                            /**
                             * Format: date-time
                             * @description ISO-8601 instant (UTC)
                             */
                            created_at: string;
                            /** @description Delivery id */
                            delivery_id: string;
                            /** @description The receiving endpoint */
                            endpoint_id: string;
                            /** @description The event id, also sent as Service-Event-Id and the body's id (the same on every retry) */
                            event_id: string;
                            /** @description The job the event is about */
                            job_id: string;
                            /** @description Duration of the last attempt, ms */
                            last_duration_ms: number | null;
                            /** @description Why the last attempt failed; null when it succeeded or none was made */
                            last_error: string | null;
                            /** @description Status of the last attempt; null when none came */
                            last_status_code: number | null;
                            /** @description When the next attempt is due; null once succeeded or failed */
                            next_attempt_at: string | null;
                            /** @description pending (an attempt is due or in flight), succeeded (a 2xx came), failed (retries exhausted, a 410, or the endpoint deleted) */
                            state: "pending" | "succeeded" | "failed";
                            /**
                             * @description scenario.completed or scenario.failed
                             * @enum {unknown}
                             */
                            type: "scenario.completed" | "scenario.failed";
                        }[];
                    };
                };
            };
            /** @description Error body of every non-422 failure */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Validation error body (422) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorBody"];
                };
            };
            /** @description Error body of every non-422 failure */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
