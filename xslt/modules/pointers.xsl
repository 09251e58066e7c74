<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: no dangling pointers. Tokens removed when a reference collapses into its first <w>
  may be pointed at (@synch, @target, @corresp, spanGrp, ...); such pointers are redirected to
  the kept first token of the reference, or dropped where that token has no id.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <!-- removed token id -> id of the token that replaces it ('' where it has none) -->
  <xsl:variable name="teianon:redirects" as="map(xs:string, xs:string)">
    <xsl:map>
      <xsl:for-each select="//(tei:name | tei:ref)[teianon:is-reference(.) or teianon:is-bare-addressing(.)]">
        <xsl:variable name="tokens" as="element(tei:w)*" select="
            if (teianon:is-bare-addressing(.)) then teianon:name-tokens(.)
            else .//tei:w[not(ancestor::tei:w)]"/>
        <xsl:variable name="to" as="xs:string" select="string(($tokens[1]/@xml:id, $tokens[1]/@id)[1])"/>
        <!-- Which tokens keep a text depends on the replacement's words, not on its numbering. -->
        <xsl:variable name="kept" as="map(xs:string, xs:string)" select="teianon:token-texts($tokens,
            (if ($teianon:pseudonymising) then teianon:surrogate(.) else (), '[__]')[1])"/>
        <xsl:for-each select="$tokens[not(map:contains($kept, generate-id(.)))][@xml:id or @id]">
          <xsl:map-entry key="string((@xml:id, @id)[1])" select="$to"/>
        </xsl:for-each>
      </xsl:for-each>
    </xsl:map>
  </xsl:variable>

  <xsl:template match="@*[contains(., '#')][map:size($teianon:redirects) gt 0]">
    <xsl:variable name="values" as="xs:string*" select="
        for $token in tokenize(normalize-space(.))
        return if (starts-with($token, '#') and map:contains($teianon:redirects, substring($token, 2)))
               then (for $to in $teianon:redirects(substring($token, 2)) return if ($to) then '#' || $to else ())
               else $token"/>
    <xsl:if test="exists($values)">
      <xsl:attribute name="{name()}" namespace="{namespace-uri()}" select="distinct-values($values)"/>
    </xsl:if>
  </xsl:template>

</xsl:stylesheet>
