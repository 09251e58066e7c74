<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: the anonymisation post-processor (XSLT 3.0).

  Input: a TEI document in which sensitive references are annotated as <name>/<ref> elements
  (by teianon annotate, by a person, or both). Output: the same document with every reference
  replaced by its category placeholder ([_WWWURL-1_], [_MALE-MODERATOR-A04_], ...) or, with
  replacement=pseudonyms, by a surrogate from a surrogate table (modules/pseudonyms.xsl), the
  participant list anonymised and a <change> in the revisionDesc. Everything else is copied.
  With a corpus policy (parameter policy-json, see modules/policy.xsl) the policy is applied
  first: header metadata, time stamps, excluded and restricted documents.

  Runs on its own in any XSLT 3.0 processor, e.g. Saxon-HE:
    java -jar saxon-he.jar -s:annotated.xml -xsl:teianon.xsl -o:anonymised.xml run-date=2026-11-22
    ... ?policy-json="unparsed-text('policy.json')" document-seed=SECRET   (with a policy;
    `teianon policy show policy.toml` prints the JSON of a TOML policy file)

  This file only declares parameters and includes the modules, one concern each.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <!-- The date recorded in change/@when (YYYY-MM-DD); empty for none. Default: today. -->
  <xsl:param name="run-date" as="xs:string" select="format-date(current-date(), '[Y0001]-[M01]-[D01]')"/>
  <!-- The teianon version named in the change record. -->
  <xsl:param name="teianon-version" as="xs:string" select="'0.1.0'"/>

  <!-- The corpus policy as JSON; '{}' for none. -->
  <xsl:param name="policy-json" as="xs:string" select="'{}'"/>
  <!-- placeholders (default) or pseudonyms: what references become (modules/pseudonyms.xsl). -->
  <xsl:param name="replacement" as="xs:string" select="'placeholders'"/>
  <!-- docc (default): a reference holds its placeholder as text (DOCC 2.1 listing form);
       guidelines: as the TEI Guidelines' CMC chapter recommends, <gap reason="anonymization"/>
       and <supplied reason="anonymization">placeholder</supplied> (pseudonymization for surrogates). -->
  <xsl:param name="markup" as="xs:string" select="'docc'"/>
  <!-- The surrogate table as JSON (a teianon key file), for replacement=pseudonyms. -->
  <xsl:param name="surrogates-json" as="xs:string" select="'{}'"/>
  <!-- Strings that markup cannot carry (in attribute values, comments, processing instructions)
       as JSON: {"strings": [{"text": "lela2", "category": "NICK", "participant": "A03"}, ...]};
       see modules/hidden.xsl. -->
  <xsl:param name="hidden-json" as="xs:string" select="'{}'"/>
  <!-- Links that are public resources (an article, a hashtag page, a licence), as a JSON array of
       strings: a reference or pointer holding one of them stays, as the keep-list's names do.
       teianon computes it (teianon/detect/links.py); '[]' for none. -->
  <xsl:param name="public-links-json" as="xs:string" select="'[]'"/>
  <!-- A teiCorpus one document at a time: the stylesheet is given a tree of the corpus element,
       its header and some of its documents, and numbers them as in the whole file (renamed ids
       d3.…, the inventory's document numbers, pseudonymisation records): how many TEI documents
       of the file come before the tree's first one, and how many the file holds (-1: as many
       as the tree). The defaults are the whole file's. -->
  <xsl:param name="documents-before" as="xs:integer" select="0"/>
  <xsl:param name="documents-in-file" as="xs:integer" select="-1"/>
  <!-- The same after the policy's exclusions, which number what is made of the policy's result
       (renamed ids, the inventory's document numbers, pseudonymisation records): how many of the
       documents before are left, and how many the file keeps (-1: as documents-before and
       documents-in-file). -->
  <xsl:param name="kept-before" as="xs:integer" select="-1"/>
  <xsl:param name="kept-in-file" as="xs:integer" select="-1"/>
  <!-- anonymise (default): the document; inventory: the list of references it would replace. -->
  <xsl:param name="task" as="xs:string" select="'anonymise'"/>

  <!-- A secret per file from which time-stamp shifts are drawn; random when empty. -->
  <xsl:param name="document-seed" as="xs:string"
    select="string(current-dateTime()) || string(random-number-generator()?number)"/>

  <xsl:mode on-no-match="shallow-copy" on-multiple-match="fail" warning-on-multiple-match="yes"/>
  <xsl:output method="xml" encoding="UTF-8" indent="no"/>

  <xsl:include href="modules/functions.xsl"/>
  <xsl:include href="modules/policy.xsl"/>
  <xsl:include href="modules/ids.xsl"/>
  <xsl:include href="modules/references.xsl"/>
  <xsl:include href="modules/pseudonyms.xsl"/>
  <xsl:include href="modules/inventory.xsl"/>
  <xsl:include href="modules/collapse.xsl"/>
  <xsl:include href="modules/participants.xsl"/>
  <xsl:include href="modules/pointers.xsl"/>
  <xsl:include href="modules/untouched.xsl"/>
  <xsl:include href="modules/revision.xsl"/>
  <xsl:include href="modules/hidden.xsl"/>

  <!-- Two passes when there is a policy (or ids to rename): the policy, then the references of
       what it leaves. -->
  <xsl:template match="/">
    <xsl:variable name="ruled" as="document-node()">
      <xsl:choose>
        <xsl:when test="$teianon:has-policy">
          <xsl:document>
            <xsl:apply-templates select="." mode="teianon:policy"/>
          </xsl:document>
        </xsl:when>
        <!-- Without a policy, ids that carry a platform's id are renamed all the same (ids.xsl). -->
        <xsl:when test="$teianon:rename-ids">
          <xsl:document>
            <xsl:apply-templates select="node()" mode="teianon:ids">
              <xsl:with-param name="renaming" select="teianon:new-ids(.)" tunnel="yes"/>
            </xsl:apply-templates>
          </xsl:document>
        </xsl:when>
        <xsl:otherwise>
          <xsl:sequence select="."/>
        </xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <xsl:choose>
      <xsl:when test="$task = 'inventory'">
        <xsl:apply-templates select="$ruled" mode="teianon:inventory"/>
      </xsl:when>
      <!-- Without hidden strings the last pass changes nothing but links that leave the file
           (modules/hidden.xsl): where there are none, the replacement is the result. -->
      <xsl:when test="not(teianon:may-hide($ruled))">
        <xsl:apply-templates select="$ruled/node()"/>
      </xsl:when>
      <xsl:otherwise>
        <xsl:variable name="replaced" as="document-node()">
          <xsl:document>
            <xsl:apply-templates select="$ruled/node()"/>
          </xsl:document>
        </xsl:variable>
        <!-- Last, what markup cannot carry: attribute values, comments (modules/hidden.xsl). -->
        <xsl:apply-templates select="$replaced/node()" mode="teianon:hidden">
          <xsl:with-param name="ruled" select="$ruled" tunnel="yes"/>
        </xsl:apply-templates>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
