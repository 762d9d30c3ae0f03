vcl 4.1;
# Varnish in front of Almanac (README "An HTTP cache in front"): Debian's varnish 7.1 and
# varnish-modules (xkey). Anonymous pages are kept as long as the app's Surrogate-Control says
# (a day) and purged by tag on every content change (the app's PURGE_URLS, `xkey-purge: <tags>`).
# Signed-in readers, the API and the console are never cached; a login-required edition's pages
# are `private, no-store` and never kept either.

import std;
import xkey;

backend almanac {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the app servers.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.x-purged));
    }
    return (purge);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in reader: the page is theirs alone.
  if (req.http.Cookie ~ "(^|;\s*)almanac_session=") {
    return (pass);
  }
  if (req.url ~ "^/api/" || req.url ~ "^/admin" || req.url ~ "^/(livez|readyz|healthz|metrics)") {
    return (pass);
  }
  # A page reads no cookie but the language (almanac_lang): keep only that one, so the pages'
  # Vary: Cookie keeps one copy per language, not one per analytics cookie.
  if (req.http.Cookie) {
    set req.http.Cookie = regsuball(req.http.Cookie, "(^|;\s*)(?!almanac_lang=)[^;=]+=[^;]*", "");
    set req.http.Cookie = regsub(req.http.Cookie, "^;\s*", "");
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  # The app renders by layout (shared/layout.ts, layoutFromUserAgent) and in-app (shared/in-app.ts).
  if (req.http.User-Agent ~ "(?i)Android|iPhone|iPod|iPad|Mobile|HarmonyOS|miHoYoBBS|AlmanacApp") {
    hash_data("mobile");
  } else {
    hash_data("pc");
  }
  if (req.http.User-Agent ~ "(?i)miHoYoBBS|AlmanacApp") {
    hash_data("app");
  }
  return (lookup);
}

sub vcl_backend_response {
  # A stored page: kept as long as Surrogate-Control says (purged by tag before that); browsers
  # still revalidate every time (their Cache-Control: max-age=0).
  if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
    set beresp.grace = 0s;
    unset beresp.http.Surrogate-Control;
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  return (deliver);
}
