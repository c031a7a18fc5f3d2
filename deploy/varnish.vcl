# Varnish in front of one or more festival servers (docs/cdn.md, docs/caching.md).
#
# - Anonymous pages are cached as the servers allow (`s-maxage`, never past a page's next
#   scheduled change) and varied on the cookies a page shows (consent, notice, contrast, motion,
#   cart), which this file reduces to those before hashing and fetching.
# - Staff sessions, login forms (their CSRF cookie) and every method but GET and HEAD pass.
# - Only what a server marks as shareable is kept: a page with surrogate keys (`xkey`) and the
#   hashed build files under /assets/. Anything else (a page rendered for one visitor, an error, a
#   redirect, the JSON API) passes, whatever its headers say.
# - Every server purges the surrogate keys of each change (`PURGE` with `xkey-purge`) on a listen
#   socket of its own named `purge` (deploy/start.sh: `-a purge=127.0.0.1:<port>`), from the
#   addresses in `purgers` only: a proxy in front of the visitors' socket cannot pass a purge on.
# - The servers are backends of one round-robin director, probed every second; a request a
#   server fails to answer (a killed server) is tried on the next (GET and HEAD). While no server is healthy,
#   pages are answered from what is stored for up to a day (stale-if-error).
#
# Backends come from festival-backends.vcl next to this file or in vcl_path (deploy/start.sh
# writes it): for each server a `backend` with `.probe = festival_probe`, and a `sub vcl_init`
# adding it to `festival`.
vcl 4.1;

import cookie;
import directors;
import std;
import xkey;

probe festival_probe {
	.url = "/healthz";
	.interval = 1s;
	.timeout = 2s;
	.window = 3;
	.threshold = 2;
	.initial = 2;
}

acl purgers {
	"127.0.0.1";
	"::1";
}

sub vcl_init {
	new festival = directors.round_robin();
}

include "festival-backends.vcl";

sub vcl_recv {
	set req.backend_hint = festival.backend();

	if (req.method == "PURGE") {
		if (local.socket != "purge" || client.ip !~ purgers) {
			return (synth(403, "Forbidden"));
		}
		if (!req.http.xkey-purge) {
			return (synth(400, "xkey-purge missing"));
		}
		set req.http.x-purged = xkey.purge(req.http.xkey-purge);
		return (synth(200, "Purged " + req.http.x-purged));
	}

	# The servers read the client's address from X-Forwarded-For only when its peer is a trusted
	# proxy (TRUSTED_PROXIES): Varnish appends the peer it saw.

	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	# A staff session, or a login form's CSRF cookie: the servers answer these for one person.
	if (req.http.Cookie ~ "(^|;\s*)(sessionid|csrftoken|__Host-csrftoken)=") {
		return (pass);
	}
	# A buyer's own shop pages (and their navigation data) read a cookie of their own (the cart's,
	# the order's access token, the customer's login), which the reduction below would drop; they
	# are never stored anyway (private, no-store). As server/page-cache.ts's personalShopPage.
	if (req.url ~ "^/webshop/(event/[^/?]+|cart|checkout|order/[^/?]+|account)(\.data)?(\?|$)") {
		return (pass);
	}

	# Only the cookies a page shows reach the cache key and the server (server/page-variant.ts).
	if (req.http.Cookie) {
		cookie.parse(req.http.Cookie);
		cookie.keep("consent,noticeDismissed,highContrast,reducedMotion,cartAmount");
		set req.http.Cookie = cookie.get_string();
		# The consent cookie's time of decision shows on no page: one entry for all who chose alike.
		set req.http.Cookie = regsub(req.http.Cookie, "(%22decidedAt%22%3A%22).*?(%22)", "\11970-01-01T00%3A00%3A00.000Z\2");
		set req.http.Cookie = regsub(req.http.Cookie, "(\x22decidedAt\x22:\x22).*?(\x22)", "\11970-01-01T00:00:00.000Z\2");
		if (req.http.Cookie == "") {
			unset req.http.Cookie;
		}
	}
	# At most three copies of a page: brotli, gzip, plain.
	if (req.http.Accept-Encoding ~ "\bbr\b") {
		set req.http.Accept-Encoding = "br";
	} elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
		set req.http.Accept-Encoding = "gzip";
	} else {
		unset req.http.Accept-Encoding;
	}
	# A stored page past its time is answered for ten seconds while it is fetched again; for a
	# day while no server is healthy.
	if (std.healthy(req.backend_hint)) {
		set req.grace = 10s;
	}
	return (hash);
}

sub vcl_backend_fetch {
	if (bereq.retries > 0) {
		set bereq.backend = festival.backend();
	}
}

sub vcl_backend_response {
	# A page the servers did not mark as shareable is never kept (a page without surrogate keys
	# was rendered for one visitor, or could not be stored): not for Varnish's default TTL either.
	if (!beresp.http.xkey && bereq.url !~ "^/assets/") {
		set beresp.uncacheable = true;
		set beresp.ttl = 10s;
		return (deliver);
	}
	# Kept past its time for stale-if-error; req.grace above decides when it may be used.
	if (beresp.ttl > 0s) {
		set beresp.grace = 24h;
	}
}

sub vcl_backend_error {
	# No answer at all (refused, reset): the next server, while there is one to try. Only for
	# GET and HEAD: a form sent to a server that died on it may have been taken, and is not sent twice.
	if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
		return (retry);
	}
}

sub vcl_deliver {
	if (obj.hits > 0) {
		set resp.http.X-Shared-Cache = "hit";
	} else {
		set resp.http.X-Shared-Cache = "miss";
	}
	# The surrogate keys are for this cache only.
	unset resp.http.xkey;
}
