// Secrets in forms README once listed as "known to survive" (2026-12-07): the answers fed to
// mysql_secure_installation, a URL's secret query parameter, a chat webhook's path, OpenLDAP's -w,
// Samba's user%password, aws's SSE-C key (secret-examples.ts).
/** [input, expected] */
export const SECRETS_ANSWERS_AND_URLS: [string, string][] = [
  // forms README once listed as surviving (2026-12-07): mysql_secure_installation's answers, a URL's
  // secret query parameter, a chat webhook's path, OpenLDAP's -w, Samba's user%password, aws's SSE-C key
  [
    'sudo mysql_secure_installation <<EOF\n\ny\nPw71zzA9\nPw71zzA9\ny\ny\ny\ny\nEOF\nmysql -uroot -pPw71zzA9 -e "SELECT 1"',
    'sudo mysql_secure_installation <<EOF\n\ny\n***\n***\ny\ny\ny\ny\nEOF\nmysql -uroot -p*** -e "SELECT 1"',
  ],
  [
    "mariadb-secure-installation <<< $'\\nn\\nY\\nPw72zzA9\\nPw72zzA9\\nY\\n'",
    "mariadb-secure-installation <<< $'\\nn\\nY\\n***\\n***\\nY\\n'",
  ],
  [
    "printf '\\ny\\nPw73zzA9\\nPw73zzA9\\ny\\ny\\ny\\ny\\n' | sudo mysql_secure_installation",
    "printf '\\ny\\n***\\n***\\ny\\ny\\ny\\ny\\n' | sudo mysql_secure_installation",
  ],
  [
    'echo -e "\\n2\\nPw74zzA9\\nPw74zzA9\\ny\\n" | mysql_secure_installation',
    'echo -e "\\n2\\n***\\n***\\ny\\n" | mysql_secure_installation',
  ],
  [
    'wget "http://grafana:3000/render?user=admin&pass=Pw75zzA9&from=now-1h"',
    'wget "http://grafana:3000/render?user=admin&pass=***&from=now-1h"',
  ],
  [
    'azcopy copy dump.sql "https://acct.blob.core.windows.net/c/dump.sql?sv=2022-11-02&sp=rw&se=2026-12-31&sig=AbC123%2BxyZ%3D"',
    'azcopy copy dump.sql "https://acct.blob.core.windows.net/c/dump.sql?sv=2022-11-02&sp=rw&se=2026-12-31&sig=***"',
  ],
  [
    'curl "https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F2026&X-Amz-Signature=0123456789abcdef#top"',
    'curl "https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F2026&X-Amz-Signature=***#top"',
  ],
  [
    'curl -d @r.json https://hooks.slack.com/services/T01ABCDEF/B02GHIJKL/aBcDeFgHiJkLmNoPqRsTuVwX',
    'curl -d @r.json https://hooks.slack.com/services/T01ABCDEF/B02GHIJKL/***',
  ],
  [
    'POST https://discord.com/api/webhooks/123456789012345678/AbCdEf0123456789',
    'POST https://discord.com/api/webhooks/123456789012345678/***',
  ],
  ['ldapsearch -x -D "cn=admin,dc=bench" -w Pw76zzA9 -b dc=bench', 'ldapsearch -x -D "cn=admin,dc=bench" -w *** -b dc=bench'],
  ['ldapwhoami -H ldap://db -D cn=admin -wPw77zzA9', 'ldapwhoami -H ldap://db -D cn=admin -w***'],
  ['smbclient //fs/bench -U bench%Pw78zzA9 -c "put results.tgz"', 'smbclient //fs/bench -U bench%*** -c "put results.tgz"'],
  ["rpcclient -U 'CORP\\bench%Pw79zzA9' fs1", "rpcclient -U 'CORP\\bench%***' fs1"],
  [
    'aws s3 cp dump.sql s3://b/ --sse-c AES256 --sse-c-key Pw80zzA9Pw80zzA9Pw80zzA9Pw80zzA9',
    'aws s3 cp dump.sql s3://b/ --sse-c AES256 --sse-c-key ***',
  ],
  // a review's close variants (2026-12-07): a redirection before the heredoc, a heredoc piped in,
  // a pipe through `sudo -u root` or `docker exec`, a command substitution, punctuation after a URL,
  // Slack's workflow and trigger hooks, Discord's versioned API, a quoted Samba password with a blank
  ['mysql_secure_installation 2>&1 <<EOF\n\ny\nPw81zzA9\nPw81zzA9\ny\nEOF', 'mysql_secure_installation 2>&1 <<EOF\n\ny\n***\n***\ny\nEOF'],
  [
    'cat <<EOF | sudo mysql_secure_installation\n\ny\nPw82zzA9\nPw82zzA9\nEOF',
    'cat <<EOF | sudo mysql_secure_installation\n\ny\n***\n***\nEOF',
  ],
  [
    "echo -e '\\ny\\nPw83zzA9\\n' | sudo -u root mysql_secure_installation",
    "echo -e '\\ny\\n***\\n' | sudo -u root mysql_secure_installation",
  ],
  [
    "printf '\\ny\\nPw84zzA9\\n' | docker exec -i db mysql_secure_installation",
    "printf '\\ny\\n***\\n' | docker exec -i db mysql_secure_installation",
  ],
  ['mysql_secure_installation <<< "$(printf \'\\ny\\nPw85zz$A9\\n\')"', 'mysql_secure_installation <<< "$(printf \'\\ny\\n***\\n\')"'],
  ['[grafana](https://g/d?pass=Pw86zzA9), then mysql -pPw86zzA9', '[grafana](https://g/d?pass=***), then mysql -p***'],
  ['https://hooks.slack.com/workflows/T01/A02/345/Sw87zzA9q.', 'https://hooks.slack.com/workflows/T01/A02/345/***.'],
  ['https://hooks.slack.com/triggers/T01/345/Sw88zzA9q', 'https://hooks.slack.com/triggers/T01/345/***'],
  ['https://discord.com/api/v10/webhooks/123/Dw89zzA9q', 'https://discord.com/api/v10/webhooks/123/***'],
  ['smbclient //fs/b -U "bench%Pw90 zzA9" -c ls', 'smbclient //fs/b -U "bench%***" -c ls'],
  // printf's answers as its arguments (2026-12-07, left by the last session): bare, quoted, a variable kept
  [
    'printf "%s\\n" "" y Pw91zzA9 \'Pw91 zzA9\' y | sudo mysql_secure_installation',
    'printf "%s\\n" "" y *** \'***\' y | sudo mysql_secure_installation',
  ],
  [
    'printf \'\\ny\\nPw92zzA9\\n%s\\n\' "$ROOT_PW" | mariadb-secure-installation',
    'printf \'\\ny\\n***\\n%s\\n\' "$ROOT_PW" | mariadb-secure-installation',
  ],
  // a review's variants: `--` before the format, a subshell, an escaped quote in an answer
  ["printf -- '%s\\n' '' y Pw93zzA9 | sudo mysql_secure_installation", "printf -- '%s\\n' '' y *** | sudo mysql_secure_installation"],
  ["(printf '%s\\n' '' y Pw94zzA9) | sudo mysql_secure_installation", "(printf '%s\\n' '' y ***) | sudo mysql_secure_installation"],
  ['printf \'%s\\n\' "" n y "Pw95\\"zzA9" | mysql_secure_installation', 'printf \'%s\\n\' "" n y "***" | mysql_secure_installation'],
];
