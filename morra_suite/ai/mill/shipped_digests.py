"""The SHA-256 of the content of every shipped mill table, recorded when the tables are built.

Written by ``table_files.record_shipped`` (``scripts/build_mill_tables.py``,
``scripts/record_table_sums.py``), never by hand. Why it is code and not a line of
``resources/ai/manifest.json``: a table rewritten together with the manifest beside it would
pass a check that reads both from the same folder; this digest lives in the package's code,
where ``read_shipped`` compares both the manifest and the content with it.
"""

from __future__ import annotations

DIGESTS: dict[str, str] = {
    "flying3_diag_v1.i8.xz": "2b7c2c062785445a0e46fd0d84f8480f199a45df9415e03cfe5ec8c6e40eaf0e",
    "flying3_plain_v1.i8.xz": "3f497916bbfadcfad09ff032629af4cd68ee84fc8d6e416c3aedeca8d6e83ba0",
    "mill24_3v3_diag_v1.i8.xz": "facced0c6bf042d20c182bba80063274aed90f428d2b0a6b92d15db9ee85616a",
    "mill24_3v3_plain_v1.i8.xz": "344aa708347cceb8c8b2df3f38955e29bc5faf9fc076115f321326763238f5f3",
    "mill24_3v4_diag_v1.i8.xz": "1b906270a2dad55e87d5e3657313b44eff1dd621631df06a1ee9784dc1101377",
    "mill24_3v4_plain_v1.i8.xz": "59141b5eff9640390d903e418c221e10044c259832d2ab2cc9824095a0b47969",
    "mill24_4v4_diag_v1.i8.xz": "945a97b3e0b93fb8cdc40be7d2a2d527ec7ddd9ce7c35dbad0ad3d4533abd164",
    "mill24_4v4_plain_v1.i8.xz": "7b78cb1fd902df1564a14ad9bf8965253f21bdbbc72d8f0457f8628cb3d81a22",
    "mill_book_v1.json.xz": "f3e77a63f92276879027e92913f37fb56c2efc6ec3cdedb73bdc99b5c2dc1709",
}
