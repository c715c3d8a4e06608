sysbench oltp_read_only --db-driver=mysql --mysql-host=127.0.0.1 --mysql-port=3317 --mysql-user=sbtest --mysql-password=sbtest --mysql-db=sbtest --tables=4 --table-size=10000 --threads=4 --time=20 --report-interval=1 run
# tool: sysbench 1.0.20
# server: MariaDB 10.11.19-MariaDB-0+deb12u1 (127.0.0.1:3317), restarted before this run
# variant: QC on (query_cache_type=1, query_cache_size=64M), repeat 3 of 5
# date: 2026-12-01T02:28:23Z  host: 2 vCPU, 24105 MiB RAM
# log file: oltp_read_only_t4_qc-on_r3.log = stdout+stderr of the command above
# exit status: 0
# tags: qc=on repeat=3
